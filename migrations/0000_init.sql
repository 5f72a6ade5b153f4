CREATE TABLE `auth_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE TABLE `banner_dismissals` (
	`user_id` integer NOT NULL,
	`banner_id` text NOT NULL,
	`scope` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `banner_id`, `scope`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE TABLE `coach_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`path_id` integer,
	`payload` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`path_id`) REFERENCES `coach_paths`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `coach_modules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`collection_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`position` integer NOT NULL,
	`company_frequency` text,
	FOREIGN KEY (`path_id`) REFERENCES `coach_paths`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_modules_path_slug_unique` ON `coach_modules` (`path_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `coach_modules_author_collection_unique` ON `coach_modules` (`author_id`,`collection_id`);--> statement-breakpoint
CREATE TABLE `coach_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`module_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`module_id`) REFERENCES `coach_modules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_pages_module_page_unique` ON `coach_pages` (`module_id`,`page_id`);--> statement-breakpoint
CREATE INDEX `coach_pages_slug_idx` ON `coach_pages` (`slug`);--> statement-breakpoint
CREATE TABLE `coach_paths` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`path_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_paths_path_id_unique` ON `coach_paths` (`path_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `coach_paths_slug_unique` ON `coach_paths` (`slug`);--> statement-breakpoint
CREATE TABLE `coach_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`company` text NOT NULL,
	`lang` text NOT NULL,
	`position` text NOT NULL,
	`interview_date` text,
	`selected_patterns` text,
	`context_status` integer DEFAULT 1001 NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `coach_problems` (
	`page_id` integer PRIMARY KEY NOT NULL,
	`difficulty` text NOT NULL,
	`function_name` text NOT NULL,
	`params` text NOT NULL,
	`return_type` text NOT NULL,
	`compare` text DEFAULT 'exact' NOT NULL,
	`starter` text NOT NULL,
	`solutions` text NOT NULL,
	`visible_tests` text NOT NULL,
	`hidden_tests` text NOT NULL,
	`companies` text NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `coach_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `coach_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`page_row_id` integer NOT NULL,
	`module_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	`attempt_id` integer DEFAULT 1 NOT NULL,
	`kind` text NOT NULL,
	`language` text NOT NULL,
	`code` text NOT NULL,
	`difficulty` text NOT NULL,
	`score` integer NOT NULL,
	`passed_testcases` integer NOT NULL,
	`total_testcases` integer NOT NULL,
	`execution_time` real DEFAULT 0 NOT NULL,
	`user_time_spent` integer DEFAULT 0 NOT NULL,
	`total_mem_usage` integer DEFAULT 0 NOT NULL,
	`error` text,
	`result` text DEFAULT '{}' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_row_id`) REFERENCES `coach_pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`module_id`) REFERENCES `coach_modules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coach_submissions_user_module_idx` ON `coach_submissions` (`user_id`,`module_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `coach_user_paths` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`path_id` integer NOT NULL,
	`attempt_id` integer DEFAULT 1 NOT NULL,
	`path_taken` text DEFAULT '[]' NOT NULL,
	`persisted_patterns` text DEFAULT '[]' NOT NULL,
	`skipped_problems` text DEFAULT '[]' NOT NULL,
	`skipped_groups` text DEFAULT '[]' NOT NULL,
	`submitted_feedback_patterns` text DEFAULT '[]' NOT NULL,
	`touch_points` text DEFAULT '{}' NOT NULL,
	`included_items` text,
	`is_migration_in_progress` integer DEFAULT false NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`path_id`) REFERENCES `coach_paths`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_user_paths_user_path_unique` ON `coach_user_paths` (`user_id`,`path_id`);--> statement-breakpoint
CREATE TABLE `coach_visits` (
	`user_id` integer NOT NULL,
	`visit_key` text NOT NULL,
	`page_row_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `visit_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_row_id`) REFERENCES `coach_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `coupons` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`expires_at` text,
	`max_redemptions` integer,
	`redemptions` integer DEFAULT 0 NOT NULL,
	`plan_codes` text,
	`course_keys` text,
	`discount_never_expires` integer DEFAULT false NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `course_alternatives` (
	`course_id` integer NOT NULL,
	`alternative_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`course_id`, `alternative_id`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alternative_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`title` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_tags` (
	`course_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`course_id`, `category_id`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `courses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`collection_id` integer NOT NULL,
	`url_slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`category_id` integer NOT NULL,
	`difficulty` text NOT NULL,
	`is_free` integer DEFAULT false NOT NULL,
	`is_early_access` integer DEFAULT false NOT NULL,
	`rank` integer DEFAULT 1000 NOT NULL,
	`is_marked_for_deletion` integer DEFAULT false NOT NULL,
	`metadata_status` text DEFAULT 'active' NOT NULL,
	`deletion_time` text,
	`course_expiration_date` text,
	`show_banner_on_deleted_course` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courses_url_slug_unique` ON `courses` (`url_slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `courses_author_collection_unique` ON `courses` (`author_id`,`collection_id`);--> statement-breakpoint
CREATE TABLE `learning_path_courses` (
	`path_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`path_id`, `course_id`),
	FOREIGN KEY (`path_id`) REFERENCES `learning_paths`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `learning_paths` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`path_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`difficulty` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `learning_paths_path_id_unique` ON `learning_paths` (`path_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `learning_paths_slug_unique` ON `learning_paths` (`slug`);--> statement-breakpoint
CREATE TABLE `lesson_progress` (
	`user_id` integer NOT NULL,
	`lesson_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`last_visited_at` text NOT NULL,
	`completed_at` text,
	PRIMARY KEY(`user_id`, `lesson_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lesson_progress_user_idx` ON `lesson_progress` (`user_id`,`last_visited_at`);--> statement-breakpoint
CREATE TABLE `lessons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`section_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`minutes` integer NOT NULL,
	`body` text NOT NULL,
	`position` integer NOT NULL,
	`is_optional` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`section_id`) REFERENCES `course_sections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lessons_course_page_unique` ON `lessons` (`course_id`,`page_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `lessons_course_slug_unique` ON `lessons` (`course_id`,`slug`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `plan_prices` (
	`plan_code` text PRIMARY KEY NOT NULL,
	`feature_set` integer NOT NULL,
	`validity_months` integer NOT NULL,
	`plan_type` integer NOT NULL,
	`list_price_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limit_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bucket` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_bucket_key_idx` ON `rate_limit_hits` (`bucket`,`key`,`at`);--> statement-breakpoint
CREATE TABLE `regional_discounts` (
	`country` text PRIMARY KEY NOT NULL,
	`percent` real NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`data` text DEFAULT '{}' NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`plan_code` text NOT NULL,
	`feature_set` integer NOT NULL,
	`validity_months` integer NOT NULL,
	`plan_type` integer NOT NULL,
	`status` text NOT NULL,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`start_date` text NOT NULL,
	`expiration_date` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`full_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`theme` text DEFAULT 'system' NOT NULL,
	`is_github_student` integer DEFAULT false NOT NULL,
	`country` text,
	`credit_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);