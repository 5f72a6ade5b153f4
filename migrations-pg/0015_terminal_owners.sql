CREATE TABLE "terminal_owners" (
	"workspace_key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"opened_at" bigint NOT NULL
);
