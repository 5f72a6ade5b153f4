CREATE TABLE `custom_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`organization_id` integer NOT NULL,
	`plan_code` text NOT NULL,
	`coupons_per_purchase` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `coupons` ADD `action_id` text;--> statement-breakpoint
CREATE INDEX `coupons_action_idx` ON `coupons` (`action_id`);