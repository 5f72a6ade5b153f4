CREATE TABLE `certificate_names` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`verified_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `earned_certificates` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`subject_id` integer NOT NULL,
	`title` text NOT NULL,
	`state` text DEFAULT 'pending_verification' NOT NULL,
	`revoked_reason` text,
	`revoked_by_user_id` integer,
	`revoked_at` text,
	`issued_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`revoked_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `earned_certificates_subject_unique` ON `earned_certificates` (`user_id`,`kind`,`subject_id`);--> statement-breakpoint
CREATE TABLE `project_check_results` (
	`user_id` integer NOT NULL,
	`project_slug` text NOT NULL,
	`step` integer NOT NULL,
	`passed` integer NOT NULL,
	`output` text NOT NULL,
	`ran_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `project_slug`, `step`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `project_completions` (
	`user_id` integer NOT NULL,
	`project_slug` text NOT NULL,
	`completed_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `project_slug`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
