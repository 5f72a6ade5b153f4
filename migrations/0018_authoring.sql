CREATE TABLE `author_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`topics` text NOT NULL,
	`experience` text NOT NULL,
	`sample_url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by_user_id` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `author_applications_status_idx` ON `author_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `author_applications_user_idx` ON `author_applications` (`user_id`);--> statement-breakpoint
CREATE TABLE `authors` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`application_id` integer,
	`granted_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `author_applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`granted_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `course_draft_publications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`draft_id` integer NOT NULL,
	`draft_version` integer NOT NULL,
	`content` text NOT NULL,
	`approved_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`draft_id`) REFERENCES `course_drafts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_draft_publications_draft_idx` ON `course_draft_publications` (`draft_id`,`id`);--> statement-breakpoint
CREATE TABLE `course_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_user_id` integer NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`content` text NOT NULL,
	`course_id` integer,
	`review_comment` text,
	`submitted_at` text,
	`updated_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_drafts_owner_idx` ON `course_drafts` (`owner_user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `course_drafts_state_idx` ON `course_drafts` (`state`,`submitted_at`);