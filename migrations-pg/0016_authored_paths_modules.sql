ALTER TABLE "course_drafts" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_drafts" ADD COLUMN "target_id" bigint;