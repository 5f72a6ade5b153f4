CREATE TABLE `answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`question` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`status` integer DEFAULT 9001 NOT NULL,
	`published_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `answers_slug_unique` ON `answers` (`slug`);--> statement-breakpoint
CREATE TABLE `marketing_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url_key` text NOT NULL,
	`page_type` integer NOT NULL,
	`heading` text NOT NULL,
	`body` text NOT NULL,
	`cta_label` text,
	`cta_path` text,
	`author` text DEFAULT 'The Codelift team' NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`canonical_url` text,
	`structured_data_json` text,
	`status` integer DEFAULT 9001 NOT NULL,
	`published_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `marketing_pages_url_key_unique` ON `marketing_pages` (`url_key`);--> statement-breakpoint
CREATE INDEX `marketing_pages_type_idx` ON `marketing_pages` (`page_type`,`status`);--> statement-breakpoint
CREATE TABLE `student_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`student_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`verified_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `student_verifications_token_unique` ON `student_verifications` (`token_hash`);--> statement-breakpoint
CREATE INDEX `student_verifications_user_idx` ON `student_verifications` (`user_id`);--> statement-breakpoint
CREATE INDEX `student_verifications_email_idx` ON `student_verifications` (`student_email`);