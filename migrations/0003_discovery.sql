CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contact_messages_status_check" CHECK("contact_messages"."status" in ('new', 'handled')),
	CONSTRAINT "contact_messages_message_length" CHECK(length(trim("contact_messages"."message")) between 10 and 2000)
);
--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `complaints` ADD `country` text;--> statement-breakpoint
ALTER TABLE `complaints` ADD `category` text;--> statement-breakpoint
ALTER TABLE `complaints` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `complaints` ADD `longitude` real;--> statement-breakpoint
CREATE INDEX `complaints_country_feed_idx` ON `complaints` (`country`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_category_feed_idx` ON `complaints` (`category`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_comments_rank_idx` ON `complaints` (`comments_count`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_shares_rank_idx` ON `complaints` (`share_count`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_confirmed_resolved_idx` ON `complaints` (`is_satisfied`,`resolved_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_position_idx` ON `complaints` (`latitude`,`longitude`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `dedupe_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_key_unique` ON `notifications` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `ucks_created_idx` ON `ucks` (`created_at`,`complaint_id`);