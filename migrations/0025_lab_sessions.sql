CREATE TABLE `lab_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`lab_slug` text NOT NULL,
	`status` text NOT NULL,
	`active_user_id` integer,
	`started_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`extended` integer DEFAULT false NOT NULL,
	`ended_at` text,
	`services_pid` integer,
	`s3_port` integer,
	`dynamodb_port` integer,
	`services_dir` text,
	`passed_steps` text DEFAULT '[]' NOT NULL,
	`last_command` text,
	`last_output` text,
	`last_exit_code` integer,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lab_sessions_active_user_unique` ON `lab_sessions` (`active_user_id`);--> statement-breakpoint
CREATE INDEX `lab_sessions_user_idx` ON `lab_sessions` (`user_id`,`started_at`);