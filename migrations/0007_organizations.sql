CREATE TABLE `enterprise_trial_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`company_name` text NOT NULL,
	`token_hash` text NOT NULL,
	`status` text NOT NULL,
	`job_title` text,
	`organization_id` integer,
	`user_id` integer,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enterprise_trial_requests_token_hash_unique` ON `enterprise_trial_requests` (`token_hash`);--> statement-breakpoint
CREATE TABLE `impersonations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` integer NOT NULL,
	`target_user_id` integer NOT NULL,
	`session_id` text,
	`reason` text,
	`started_at` text NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`staff_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `impersonations_staff_idx` ON `impersonations` (`staff_user_id`);--> statement-breakpoint
CREATE TABLE `organization_content_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`mode` text NOT NULL,
	`target` text NOT NULL,
	`author_id` integer,
	`work_id` integer,
	`category_slug` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `organization_content_rules_org_idx` ON `organization_content_rules` (`organization_id`);--> statement-breakpoint
CREATE TABLE `organization_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`subscription_id` integer,
	`team_id` integer,
	`token_hash` text NOT NULL,
	`invited_by_user_id` integer,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`accepted_by_user_id` integer,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `organization_subscriptions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`team_id`) REFERENCES `organization_teams`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_invitations_token_hash_unique` ON `organization_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `organization_invitations_org_idx` ON `organization_invitations` (`organization_id`);--> statement-breakpoint
CREATE TABLE `organization_members` (
	`organization_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`admin_level` text,
	`is_manager` integer DEFAULT false NOT NULL,
	`is_mentor` integer DEFAULT false NOT NULL,
	`is_mentee` integer DEFAULT false NOT NULL,
	`is_user_team_manager` integer DEFAULT false NOT NULL,
	`is_onboarding_subscription_manager` integer DEFAULT false NOT NULL,
	`subscription_id` integer,
	`team_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`organization_id`, `user_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `organization_subscriptions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`team_id`) REFERENCES `organization_teams`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `organization_members_user_idx` ON `organization_members` (`user_id`);--> statement-breakpoint
CREATE INDEX `organization_members_seat_idx` ON `organization_members` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `organization_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`plan_code` text NOT NULL,
	`plan_type` integer NOT NULL,
	`sub_type` integer,
	`seats` integer NOT NULL,
	`can_add_seats` integer DEFAULT true NOT NULL,
	`status` text NOT NULL,
	`start_date` text NOT NULL,
	`expiration_date` text NOT NULL,
	`auto_renew` integer DEFAULT true NOT NULL,
	`processor` text,
	`transaction_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `organization_subscriptions_org_idx` ON `organization_subscriptions` (`organization_id`);--> statement-breakpoint
CREATE TABLE `organization_teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organization_id` integer NOT NULL,
	`subscription_id` integer,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `organization_subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_teams_name_unique` ON `organization_teams` (`organization_id`,`name`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`kind` text NOT NULL,
	`feature_flags` text DEFAULT '{}' NOT NULL,
	`include_all_courses` integer DEFAULT false NOT NULL,
	`preferred_categories` text DEFAULT '[]' NOT NULL,
	`is_team_sku` integer DEFAULT false NOT NULL,
	`is_slack_authorized` integer DEFAULT false NOT NULL,
	`is_confluence_integration_enabled` integer DEFAULT false NOT NULL,
	`no_courses_access` integer DEFAULT false NOT NULL,
	`trial_expiration_date` text,
	`trial_extended` integer DEFAULT false NOT NULL,
	`is_self_initiated_trial` integer DEFAULT false NOT NULL,
	`sso_issuer` text,
	`sso_client_id` text,
	`sso_client_secret` text,
	`sso_email_domain` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_slug_unique` ON `organizations` (`slug`);--> statement-breakpoint
CREATE TABLE `user_active_organizations` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
