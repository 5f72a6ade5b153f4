CREATE TABLE `card_update_discounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`period_end` text NOT NULL,
	`percent` integer NOT NULL,
	`replaced_token` text NOT NULL,
	`new_token` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_update_discounts_period_unique` ON `card_update_discounts` (`subscription_id`,`period_end`);--> statement-breakpoint
CREATE INDEX `card_update_discounts_user_idx` ON `card_update_discounts` (`user_id`);