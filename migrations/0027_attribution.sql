CREATE TABLE `user_attributions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`origin` text NOT NULL,
	`signup_type` text,
	`company_name` text,
	`org_subdomain` text,
	`operation` text,
	`page_uri` text,
	`source` text,
	`page_section` text,
	`referral_site` text,
	`last_referral_site` text,
	`ref_id` text,
	`impact_click_id` text,
	`utm` text DEFAULT '{}' NOT NULL,
	`utm_init` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_attributions_user_idx` ON `user_attributions` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `user_viewed_flags` (
	`user_id` integer NOT NULL,
	`flag` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `flag`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
