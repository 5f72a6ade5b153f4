CREATE TABLE `assessment_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`assessment_slug` text NOT NULL,
	`open_key` text,
	`answers` text DEFAULT '[]' NOT NULL,
	`current_question` text,
	`started_at` text NOT NULL,
	`finished_at` text,
	`score` integer,
	`level` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assessment_attempts_open_key_unique` ON `assessment_attempts` (`open_key`);--> statement-breakpoint
CREATE INDEX `assessment_attempts_user` ON `assessment_attempts` (`user_id`,`assessment_slug`);--> statement-breakpoint
CREATE TABLE `lab_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`lab_slug` text NOT NULL,
	`open_user_id` integer,
	`started_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`extended` integer DEFAULT false NOT NULL,
	`ended_at` text,
	`end_reason` text,
	`passed_steps` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lab_sessions_open_user_id_unique` ON `lab_sessions` (`open_user_id`);--> statement-breakpoint
CREATE INDEX `lab_sessions_user` ON `lab_sessions` (`user_id`,`lab_slug`);