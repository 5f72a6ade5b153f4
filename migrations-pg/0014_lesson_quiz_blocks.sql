CREATE TABLE "lesson_quiz_passes" (
	"user_id" bigint NOT NULL,
	"lesson_id" bigint NOT NULL,
	"block_id" text NOT NULL,
	"created_at" text DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "lesson_quiz_passes_user_id_lesson_id_block_id_pk" PRIMARY KEY("user_id","lesson_id","block_id")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "blocks" text;--> statement-breakpoint
ALTER TABLE "lesson_quiz_passes" ADD CONSTRAINT "lesson_quiz_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_quiz_passes" ADD CONSTRAINT "lesson_quiz_passes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;