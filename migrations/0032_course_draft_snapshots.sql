CREATE TABLE `course_draft_snapshots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`draft_id` integer NOT NULL,
	`draft_version` integer NOT NULL,
	`content` text NOT NULL,
	`restored_publication_id` integer,
	`by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`draft_id`) REFERENCES `course_drafts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restored_publication_id`) REFERENCES `course_draft_publications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_draft_snapshots_draft_idx` ON `course_draft_snapshots` (`draft_id`,`id`);