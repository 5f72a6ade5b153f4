CREATE TABLE `affiliates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`encoded_id` text NOT NULL,
	`report_key_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_encoded_id_unique` ON `affiliates` (`encoded_id`);--> statement-breakpoint
CREATE TABLE `billing_nudges` (
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`action` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `churned_buyer_discounts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`discount_type` text NOT NULL,
	`discount_percentage` integer NOT NULL,
	`expiration_date` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `referral_credits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`kind` text NOT NULL,
	`source_user_id` integer,
	`transaction_id` integer,
	`banner_seen_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `referral_credits_user_idx` ON `referral_credits` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `referral_credits_source_unique` ON `referral_credits` (`source_user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `renewals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`period_end` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`charge_key` text,
	`lease_until` text,
	`amount_cents` integer NOT NULL,
	`failure_code` text,
	`transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `renewals_period_unique` ON `renewals` (`subscription_id`,`period_end`);--> statement-breakpoint
CREATE INDEX `renewals_due_idx` ON `renewals` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `checkout_attempts` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `grace_until` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `canceled_at` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `stripe_subscription_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `stripe_event_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_stripe_unique` ON `subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
ALTER TABLE `transactions` ADD `affiliate_id` integer;--> statement-breakpoint
ALTER TABLE `transactions` ADD `attribution` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `subscription_id` integer;--> statement-breakpoint
CREATE INDEX `transactions_affiliate_idx` ON `transactions` (`affiliate_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `referral_code` text;--> statement-breakpoint
ALTER TABLE `users` ADD `referred_by_user_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_referral_code_unique` ON `users` (`referral_code`);