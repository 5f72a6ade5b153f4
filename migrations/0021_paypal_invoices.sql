CREATE TABLE `billing_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`company` text,
	`tax_id` text,
	`address_line1` text NOT NULL,
	`address_line2` text,
	`city` text NOT NULL,
	`postal_code` text,
	`region` text,
	`country` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `payment_methods` ADD `method_type` text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_methods` ADD `email` text;--> statement-breakpoint
ALTER TABLE `payment_methods` ADD `cashtag` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `paypal_subscription_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_paypal_unique` ON `subscriptions` (`paypal_subscription_id`);--> statement-breakpoint
ALTER TABLE `transactions` ADD `buyer_details` text;