ALTER TABLE `coach_submissions` ADD `cost` integer;--> statement-breakpoint
CREATE INDEX `coach_submissions_page_language_cost_idx` ON `coach_submissions` (`page_row_id`,`language`,`cost`);