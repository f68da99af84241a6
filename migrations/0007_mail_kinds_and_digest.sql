CREATE TABLE `mail_digests` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`mails` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mail_digests_status_check" CHECK("mail_digests"."status" in ('sending', 'sent'))
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mail_preferences` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`mode` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mail_preferences_mode_check" CHECK("__new_mail_preferences"."mode" in ('immediate', 'daily', 'never'))
);
--> statement-breakpoint
INSERT INTO `__new_mail_preferences`("user_id", "kind", "mode", "updated_at") SELECT "user_id", "kind", "mode", "updated_at" FROM `mail_preferences`;--> statement-breakpoint
DROP TABLE `mail_preferences`;--> statement-breakpoint
ALTER TABLE `__new_mail_preferences` RENAME TO `mail_preferences`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__new_notification_mails` (
	`notification_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_mails_status_check" CHECK("__new_notification_mails"."status" in ('queued', 'sending', 'sent', 'failed', 'digest', 'digesting'))
);
--> statement-breakpoint
INSERT INTO `__new_notification_mails`("notification_id", "user_id", "kind", "status", "attempts", "next_attempt_at", "sent_at", "created_at") SELECT "notification_id", "user_id", "kind", "status", "attempts", "next_attempt_at", "sent_at", "created_at" FROM `notification_mails`;--> statement-breakpoint
DROP TABLE `notification_mails`;--> statement-breakpoint
ALTER TABLE `__new_notification_mails` RENAME TO `notification_mails`;--> statement-breakpoint
CREATE INDEX `notification_mails_due_idx` ON `notification_mails` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `notification_mails_user_status_idx` ON `notification_mails` (`user_id`,`status`);