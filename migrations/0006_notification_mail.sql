CREATE TABLE `mail_preferences` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`mode` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mail_preferences_mode_check" CHECK("mail_preferences"."mode" in ('immediate', 'never'))
);
--> statement-breakpoint
CREATE TABLE `mail_tokens` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_tokens_token_unique` ON `mail_tokens` (`token`);--> statement-breakpoint
CREATE TABLE `notification_mails` (
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
	CONSTRAINT "notification_mails_status_check" CHECK("notification_mails"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `notification_mails_due_idx` ON `notification_mails` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;