CREATE TABLE `white_label_hosts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`host` text NOT NULL,
	`name` text NOT NULL,
	`primary_color` text NOT NULL,
	`accent_color` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `white_label_hosts_host_idx` ON `white_label_hosts` (`host`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `trial_extended` integer DEFAULT false NOT NULL;