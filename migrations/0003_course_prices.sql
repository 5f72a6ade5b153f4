ALTER TABLE `checkout_attempts` ADD `payment_method` text;--> statement-breakpoint
ALTER TABLE `courses` ADD `list_price_cents` integer;
--> statement-breakpoint
-- Databases seeded before course purchases existed: price their paid courses as the seeds do.
UPDATE `courses` SET `list_price_cents` = CASE `difficulty` WHEN 'beginner' THEN 3900 WHEN 'intermediate' THEN 4900 ELSE 5900 END WHERE `is_free` = 0;
