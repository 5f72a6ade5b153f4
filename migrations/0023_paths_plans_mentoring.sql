CREATE TABLE `learning_path_modules` (
	`path_id` integer NOT NULL,
	`module_id` integer NOT NULL,
	`position` integer NOT NULL,
	`is_optional` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`path_id`, `module_id`),
	FOREIGN KEY (`path_id`) REFERENCES `learning_paths`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`module_id`) REFERENCES `modules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `learning_plan_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plan_id` integer NOT NULL,
	`team_id` integer,
	`user_id` integer,
	`start_date` text NOT NULL,
	`due_date` text NOT NULL,
	`assigned_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `learning_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `organization_teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assigned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `learning_plan_assignments_plan_idx` ON `learning_plan_assignments` (`plan_id`);--> statement-breakpoint
CREATE TABLE `learning_plan_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`week_id` integer NOT NULL,
	`kind` text NOT NULL,
	`course_id` integer,
	`module_id` integer,
	`path_id` integer,
	`position` integer NOT NULL,
	`is_optional` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`week_id`) REFERENCES `learning_plan_weeks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`module_id`) REFERENCES `modules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`path_id`) REFERENCES `learning_paths`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learning_plan_items_week_idx` ON `learning_plan_items` (`week_id`,`position`);--> statement-breakpoint
CREATE TABLE `learning_plan_weeks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plan_id` integer NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`contact_user_id` integer,
	FOREIGN KEY (`plan_id`) REFERENCES `learning_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `learning_plan_weeks_plan_idx` ON `learning_plan_weeks` (`plan_id`,`position`);--> statement-breakpoint
CREATE TABLE `learning_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learning_plans_org_idx` ON `learning_plans` (`organization_id`);--> statement-breakpoint
CREATE TABLE `mentorships` (
	`organization_id` integer NOT NULL,
	`mentor_id` integer NOT NULL,
	`mentee_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`organization_id`, `mentor_id`, `mentee_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mentorships_mentee_idx` ON `mentorships` (`mentee_id`);--> statement-breakpoint
CREATE TABLE `module_lessons` (
	`module_id` integer NOT NULL,
	`lesson_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`module_id`, `lesson_id`),
	FOREIGN KEY (`module_id`) REFERENCES `modules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `modules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`module_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`is_standalone` integer DEFAULT false NOT NULL,
	`is_template` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`organization_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `modules_author_module_unique` ON `modules` (`author_id`,`module_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `modules_slug_unique` ON `modules` (`slug`);--> statement-breakpoint
ALTER TABLE `organization_members` ADD `can_create_plans` integer DEFAULT true NOT NULL;