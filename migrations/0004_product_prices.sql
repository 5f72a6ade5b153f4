CREATE TABLE `product_prices` (
	`code` text PRIMARY KEY NOT NULL,
	`list_price_cents` integer NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE `coupons` ADD `transaction_id` integer;
--> statement-breakpoint
-- Databases seeded before certificates were sold get the seeded price.
INSERT INTO `product_prices` (`code`, `list_price_cents`, `description`) VALUES ('certificate', 1900, 'Certificate of completion of a course') ON CONFLICT DO NOTHING;
