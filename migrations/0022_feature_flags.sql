CREATE TABLE `beta_testers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `feature_flag_overrides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`flag` text NOT NULL,
	`scope` text NOT NULL,
	`target` text NOT NULL,
	`enabled` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feature_flag_overrides_target` ON `feature_flag_overrides` (`flag`,`scope`,`target`);--> statement-breakpoint
CREATE TABLE `feature_flags` (
	`name` text PRIMARY KEY NOT NULL,
	`level` integer NOT NULL,
	`updated_by` text,
	`updated_at` text NOT NULL
);
