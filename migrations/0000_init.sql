CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`domain` text,
	`logo` text,
	`background_image` text,
	`website` text,
	`description` text,
	`industry` text,
	`verified` integer DEFAULT false NOT NULL,
	`claimed` integer DEFAULT false NOT NULL,
	`subscription_tier` text DEFAULT 'Free' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer,
	CONSTRAINT "companies_name_length" CHECK(length("companies"."name") between 1 and 200),
	CONSTRAINT "companies_slug_shape" CHECK(length("companies"."slug") between 1 and 200),
	CONSTRAINT "companies_tier_check" CHECK("companies"."subscription_tier" in ('Free', 'Pro', 'Business', 'Enterprise'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_slug_unique` ON `companies` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `companies_domain_unique` ON `companies` (`domain`);--> statement-breakpoint
CREATE INDEX `companies_name_idx` ON `companies` (`name`);--> statement-breakpoint
CREATE INDEX `companies_industry_idx` ON `companies` (`industry`);--> statement-breakpoint
CREATE TABLE `company_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`requester_email` text NOT NULL,
	`company_domain` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token_hash` text,
	`expires_at` integer,
	`email_sent_at` integer,
	`verified_at` integer,
	`reviewed_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "company_claims_status_check" CHECK("company_claims"."status" in ('pending', 'verified', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_claims_token_hash_unique` ON `company_claims` (`token_hash`);--> statement-breakpoint
CREATE INDEX `company_claims_company_idx` ON `company_claims` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `company_claims_status_idx` ON `company_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `company_executives` (
	`company_id` text PRIMARY KEY NOT NULL,
	`ceo` text NOT NULL,
	`title` text NOT NULL,
	`twitter` text,
	`linkedin` text,
	`joined_year` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `company_follows` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`company_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_follows_user_company_idx` ON `company_follows` (`user_id`,`company_id`);--> statement-breakpoint
CREATE INDEX `company_follows_user_created_idx` ON `company_follows` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `company_follows_company_idx` ON `company_follows` (`company_id`);--> statement-breakpoint
CREATE TABLE `company_members` (
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'owner' NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`company_id`, `user_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_members_role_check" CHECK("company_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE INDEX `company_members_user_idx` ON `company_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `comment_ucks` (
	`comment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comment_ucks_user_idx` ON `comment_ucks` (`user_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`complaint_id` text NOT NULL,
	`user_id` text NOT NULL,
	`text` text NOT NULL,
	`uck_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comments_text_length" CHECK(length(trim("comments"."text")) between 1 and 1000),
	CONSTRAINT "comments_uck_count_non_negative" CHECK("comments"."uck_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `comments_complaint_created_idx` ON `comments` (`complaint_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `company_responses` (
	`id` text PRIMARY KEY NOT NULL,
	`complaint_id` text NOT NULL,
	`company_id` text NOT NULL,
	`responder_id` text,
	`text` text NOT NULL,
	`reimbursement` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`responder_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "company_responses_text_length" CHECK(length(trim("company_responses"."text")) between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX `company_responses_company_created_idx` ON `company_responses` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `company_responses_complaint_idx` ON `company_responses` (`complaint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `complaints` (
	`id` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`company_id` text NOT NULL,
	`company_name` text NOT NULL,
	`location` text,
	`user_id` text NOT NULL,
	`image_url` text,
	`status` text DEFAULT 'open' NOT NULL,
	`uck_count` integer DEFAULT 0 NOT NULL,
	`comments_count` integer DEFAULT 0 NOT NULL,
	`share_count` integer DEFAULT 0 NOT NULL,
	`has_response` integer DEFAULT false NOT NULL,
	`response` text,
	`response_at` integer,
	`reimbursement` text,
	`is_satisfied` integer,
	`escalation_deadline` integer NOT NULL,
	`escalated_at` integer,
	`resolved_at` integer,
	`edited_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "complaints_status_check" CHECK("complaints"."status" in ('open', 'in_progress', 'resolved', 'escalated')),
	CONSTRAINT "complaints_text_length" CHECK(length(trim("complaints"."text")) between 1 and 500),
	CONSTRAINT "complaints_location_length" CHECK("complaints"."location" is null or length("complaints"."location") <= 200),
	CONSTRAINT "complaints_counters_non_negative" CHECK("complaints"."uck_count" >= 0 and "complaints"."comments_count" >= 0 and "complaints"."share_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `complaints_feed_idx` ON `complaints` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_company_feed_idx` ON `complaints` (`company_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_company_status_idx` ON `complaints` (`company_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `complaints_user_feed_idx` ON `complaints` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_escalation_idx` ON `complaints` (`status`,`escalation_deadline`);--> statement-breakpoint
CREATE TABLE `shares` (
	`id` text PRIMARY KEY NOT NULL,
	`complaint_id` text NOT NULL,
	`user_id` text,
	`channel` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "shares_channel_check" CHECK("shares"."channel" in ('web_share', 'copy_link'))
);
--> statement-breakpoint
CREATE INDEX `shares_complaint_created_idx` ON `shares` (`complaint_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `shares_created_idx` ON `shares` (`created_at`);--> statement-breakpoint
CREATE TABLE `ucks` (
	`complaint_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`complaint_id`, `user_id`),
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ucks_user_idx` ON `ucks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ucks_complaint_created_idx` ON `ucks` (`complaint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `bookmarks` (
	`user_id` text NOT NULL,
	`complaint_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `complaint_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bookmarks_user_created_idx` ON `bookmarks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookmarks_complaint_idx` ON `bookmarks` (`complaint_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	CONSTRAINT "email_outbox_status_check" CHECK("email_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`complaint_id` text,
	`actor_id` text,
	`data` text,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`complaint_id` text,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reports_status_check" CHECK("reports"."status" in ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reports_reason_length" CHECK(length(trim("reports"."reason")) between 1 and 500)
);
--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_complaint_idx` ON `reports` (`complaint_id`);--> statement-breakpoint
CREATE TABLE `user_follows` (
	`follower_id` text NOT NULL,
	`followee_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`follower_id`, `followee_id`),
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`followee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_follows_not_self" CHECK("user_follows"."follower_id" <> "user_follows"."followee_id")
);
--> statement-breakpoint
CREATE INDEX `user_follows_followee_idx` ON `user_follows` (`followee_id`);--> statement-breakpoint
CREATE TABLE `user_mutes` (
	`user_id` text NOT NULL,
	`muted_user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `muted_user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`muted_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_mutes_not_self" CHECK("user_mutes"."user_id" <> "user_mutes"."muted_user_id")
);
--> statement-breakpoint
CREATE TABLE `auth_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose_check" CHECK("auth_tokens"."purpose" in ('verify_email', 'reset_password'))
);
--> statement-breakpoint
CREATE INDEX `auth_tokens_user_purpose_idx` ON `auth_tokens` (`user_id`,`purpose`,`created_at`);--> statement-breakpoint
CREATE TABLE `blocked_users` (
	`user_id` text PRIMARY KEY NOT NULL,
	`blocked_by` text,
	`reason` text NOT NULL,
	`blocked_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `invites` (
	`id` text PRIMARY KEY NOT NULL,
	`referrer_id` text NOT NULL,
	`invitee_user_id` text,
	`invitee_email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`joined_at` integer,
	FOREIGN KEY (`referrer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitee_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "invites_status_check" CHECK("invites"."status" in ('pending', 'joined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invites_invitee_user_id_unique` ON `invites` (`invitee_user_id`);--> statement-breakpoint
CREATE INDEX `invites_referrer_idx` ON `invites` (`referrer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`provider_user_id` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `provider_user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "oauth_accounts_provider_check" CHECK("oauth_accounts"."provider" in ('google', 'twitter'))
);
--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`full_name` text NOT NULL,
	`avatar_url` text,
	`background_image` text,
	`bio` text,
	`location` text,
	`website` text,
	`phone` text,
	`company` text,
	`job_title` text,
	`created_at` integer NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "profiles_username_length" CHECK(length("profiles"."username") between 2 and 50),
	CONSTRAINT "profiles_full_name_length" CHECK(length("profiles"."full_name") between 2 and 100),
	CONSTRAINT "profiles_bio_length" CHECK("profiles"."bio" is null or length("profiles"."bio") <= 500),
	CONSTRAINT "profiles_location_length" CHECK("profiles"."location" is null or length("profiles"."location") <= 100),
	CONSTRAINT "profiles_phone_length" CHECK("profiles"."phone" is null or length("profiles"."phone") <= 20),
	CONSTRAINT "profiles_company_length" CHECK("profiles"."company" is null or length("profiles"."company") <= 100),
	CONSTRAINT "profiles_job_title_length" CHECK("profiles"."job_title" is null or length("profiles"."job_title") <= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_username_unique` ON `profiles` (`username`);--> statement-breakpoint
CREATE TABLE `user_roles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "user_roles_role_check" CHECK("user_roles"."role" in ('user', 'admin', 'superadmin'))
);
--> statement-breakpoint
CREATE INDEX `user_roles_user_created_idx` ON `user_roles` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_verified_at` integer,
	`password_hash` text,
	`agreement_accepted_at` integer,
	`created_at` integer NOT NULL,
	`deletion_requested_at` integer,
	CONSTRAINT "users_email_lowercase" CHECK("users"."email" = lower(trim("users"."email")))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_deletion_requested_idx` ON `users` (`deletion_requested_at`);--> statement-breakpoint
CREATE VIEW `user_statistics` AS 
  select
    u.id as id,
    p.full_name as full_name,
    p.username as username,
    coalesce(
      (select r.role from user_roles r where r.user_id = u.id
        order by r.created_at desc, r.id desc limit 1),
      'user'
    ) as current_role,
    (select count(*) from complaints c where c.user_id = u.id) as complaint_count,
    (select count(*) from comments m where m.user_id = u.id) as comment_count,
    b.blocked_at as blocked_at
  from users u
  left join profiles p on p.id = u.id
  left join blocked_users b on b.user_id = u.id
;