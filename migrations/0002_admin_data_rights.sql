CREATE TABLE `moderation_outcomes` (
	`complaint_id` text PRIMARY KEY NOT NULL,
	`outcome` text NOT NULL,
	`report_count` integer NOT NULL,
	`decided_by` text,
	`decided_at` integer NOT NULL,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "moderation_outcomes_check" CHECK("moderation_outcomes"."outcome" in ('kept', 'removed'))
);
--> statement-breakpoint
CREATE TABLE `address_blocks` (
	`hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "address_blocks_kind_check" CHECK("address_blocks"."kind" in ('ip', 'email'))
);
--> statement-breakpoint
CREATE INDEX `address_blocks_expires_idx` ON `address_blocks` (`expires_at`);--> statement-breakpoint
CREATE TABLE `user_addresses` (
	`user_id` text NOT NULL,
	`address_hash` text NOT NULL,
	`last_seen_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `address_hash`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `erased_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `invites_referrer_email_idx` ON `invites` (`referrer_id`,`invitee_email`);--> statement-breakpoint
CREATE INDEX `invites_email_idx` ON `invites` (`invitee_email`);