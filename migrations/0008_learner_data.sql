CREATE TABLE `document_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_key` text NOT NULL,
	`parent_id` integer,
	`user_id` integer NOT NULL,
	`md_text` text NOT NULL,
	`is_resolved` integer DEFAULT false NOT NULL,
	`is_modified` integer DEFAULT false NOT NULL,
	`resolved_by` integer,
	`last_resolved_time` text,
	`last_modified_time` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `document_comments_key_idx` ON `document_comments` (`document_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `document_comments_parent_idx` ON `document_comments` (`parent_id`);--> statement-breakpoint
CREATE TABLE `mock_interviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`company` text NOT NULL,
	`length_minutes` integer NOT NULL,
	`problems` text NOT NULL,
	`timezone` text NOT NULL,
	`month_key` text NOT NULL,
	`status` text NOT NULL,
	`started_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`finished_at` text,
	`report` text,
	`session` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mock_interviews_user_idx` ON `mock_interviews` (`user_id`,`month_key`);--> statement-breakpoint
CREATE TABLE `notes_highlights` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`work_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`widget_id` text,
	`md_child_id` text,
	`selection_id` text,
	`quote` text DEFAULT '' NOT NULL,
	`start_offset` integer,
	`end_offset` integer,
	`color` text,
	`comment` text DEFAULT '' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notes_highlights_user_idx` ON `notes_highlights` (`user_id`,`work_id`,`page_id`);--> statement-breakpoint
CREATE TABLE `user_data_maps` (
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`data` text NOT NULL,
	`client_timestamp` integer NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `name`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_interactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`app_id` text,
	`comp_type` text,
	`comp_id` text,
	`event_type` text,
	`is_draft_page` integer DEFAULT false NOT NULL,
	`is_test_workspace` integer DEFAULT false NOT NULL,
	`interaction_map` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_interactions_user_idx` ON `user_interactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `widget_user_data` (
	`user_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`work_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`widget_id` text NOT NULL,
	`item_type` text NOT NULL,
	`userdata` text NOT NULL,
	`timestamp` integer NOT NULL,
	`ai_feedback` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `work_id`, `page_id`, `widget_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `widget_user_data_work_idx` ON `widget_user_data` (`user_id`,`author_id`,`work_id`);