CREATE TABLE `mail_queue` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`to_address` text,
	`notification_id` text,
	`bundle_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`first_attempt_at` integer,
	`sent_at` integer,
	`subject` text,
	`text_body` text,
	`html_body` text,
	`headers` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bundle_id`) REFERENCES `mail_queue`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "mail_queue_status_check" CHECK("mail_queue"."status" in ('queued', 'sending', 'sent', 'failed', 'digest', 'held', 'bundled')),
	CONSTRAINT "mail_queue_recipient_check" CHECK("mail_queue"."user_id" is not null or "mail_queue"."to_address" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_queue_notification_id_unique` ON `mail_queue` (`notification_id`);--> statement-breakpoint
CREATE INDEX `mail_queue_due_idx` ON `mail_queue` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_queue_user_status_idx` ON `mail_queue` (`user_id`,`status`,`sent_at`);--> statement-breakpoint
CREATE INDEX `mail_queue_address_status_idx` ON `mail_queue` (`to_address`,`status`,`sent_at`);--> statement-breakpoint
CREATE INDEX `mail_queue_bundle_idx` ON `mail_queue` (`bundle_id`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `comment_id` text REFERENCES comments(id) ON DELETE set null;--> statement-breakpoint
-- A comment's notification named its comment only in its dedupe key until now.
UPDATE `notifications` SET `comment_id` = substr(`dedupe_key`, 11)
  WHERE `type` = 'complaint_commented' AND substr(`dedupe_key`, 1, 10) = 'commented:'
    AND EXISTS (SELECT 1 FROM `comments` c WHERE c.`id` = substr(`notifications`.`dedupe_key`, 11));--> statement-breakpoint
-- The notification mails waiting or sent so far move into the one queue (same ids as before:
-- the notification's id), digest and retry state kept.
INSERT INTO `mail_queue` (`id`, `kind`, `user_id`, `notification_id`, `status`, `attempts`, `next_attempt_at`, `first_attempt_at`, `sent_at`, `created_at`)
  SELECT `notification_id`, `kind`, `user_id`, `notification_id`,
    CASE `status` WHEN 'digesting' THEN 'digest' WHEN 'sending' THEN 'queued' ELSE `status` END,
    `attempts`, `next_attempt_at`, CASE WHEN `attempts` > 0 THEN `next_attempt_at` END, `sent_at`, `created_at`
  FROM `notification_mails`;