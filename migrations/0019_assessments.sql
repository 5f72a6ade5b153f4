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
CREATE INDEX `assessment_attempts_user` ON `assessment_attempts` (`user_id`,`assessment_slug`);