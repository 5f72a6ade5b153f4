CREATE TABLE `staff_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_user_id` integer,
	`action` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `staff_audit_actor_idx` ON `staff_audit_log` (`actor_user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `status` text DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `error` text;--> statement-breakpoint
CREATE INDEX `outbox_to_kind_idx` ON `outbox` (`to_address`,`kind`);