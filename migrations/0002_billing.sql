CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`work_id` integer NOT NULL,
	`transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_user_course_unique` ON `certificates` (`user_id`,`author_id`,`work_id`);--> statement-breakpoint
CREATE TABLE `checkout_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`checkout_type` text NOT NULL,
	`item_code` text NOT NULL,
	`coupon_code` text,
	`receiver_email` text,
	`price` text NOT NULL,
	`total_cents` integer NOT NULL,
	`status` text NOT NULL,
	`processor` text NOT NULL,
	`intent_id` text,
	`failure_code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkout_attempts_user_idx` ON `checkout_attempts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `course_ownerships` (
	`user_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`work_id` integer NOT NULL,
	`transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `author_id`, `work_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `gateway_cards` (
	`token` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`exp_month` integer NOT NULL,
	`exp_year` integer NOT NULL,
	`behavior` text NOT NULL,
	`fingerprint` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gateway_cards_user_idx` ON `gateway_cards` (`user_id`,`fingerprint`);--> statement-breakpoint
CREATE TABLE `gateway_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`card_token` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`failure_code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_intents_idempotency_key_unique` ON `gateway_intents` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `gateway_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`card_token` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`card_token`) REFERENCES `gateway_cards`(`token`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `gifts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`buyer_user_id` integer,
	`receiver_email` text NOT NULL,
	`plan_code` text NOT NULL,
	`token_hash` text NOT NULL,
	`transaction_id` integer,
	`claimed_by_user_id` integer,
	`claimed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`buyer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`claimed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gifts_token_hash_unique` ON `gifts` (`token_hash`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`processor` text NOT NULL,
	`processor_token` text NOT NULL,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`exp_month` integer NOT NULL,
	`exp_year` integer NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`is_secondary` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_token_unique` ON `payment_methods` (`user_id`,`processor`,`processor_token`);--> statement-breakpoint
CREATE TABLE `stripe_customers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stripe_customers_customer_id_unique` ON `stripe_customers` (`customer_id`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`attempt_id` text NOT NULL,
	`checkout_type` text NOT NULL,
	`item_code` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`processor` text NOT NULL,
	`processor_ref` text,
	`coupon_code` text,
	`line_items` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_attempt_id_unique` ON `transactions` (`attempt_id`);--> statement-breakpoint
CREATE INDEX `transactions_user_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`processor` text NOT NULL,
	`type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `coupons` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `is_trial` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `auto_renew` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `processor` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `transaction_id` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `gift_id` integer;