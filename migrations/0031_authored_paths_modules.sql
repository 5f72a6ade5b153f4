ALTER TABLE `course_drafts` ADD `kind` text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE `course_drafts` ADD `target_id` integer;