CREATE TABLE `company_contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`address` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`suggested_by` text,
	`confirmed_at` integer,
	`confirmed_by` text,
	`stopped_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`suggested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "company_contacts_source_check" CHECK("company_contacts"."source" in ('superadmin', 'suggested', 'rfc2142')),
	CONSTRAINT "company_contacts_status_check" CHECK("company_contacts"."status" in ('pending', 'confirmed', 'not_ours', 'stopped'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_contacts_company_address_idx` ON `company_contacts` (`company_id`,`address`);--> statement-breakpoint
CREATE INDEX `company_contacts_status_idx` ON `company_contacts` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `company_contacts_address_idx` ON `company_contacts` (`address`);--> statement-breakpoint
CREATE TABLE `company_outreach` (
	`company_id` text PRIMARY KEY NOT NULL,
	`last_tried_at` integer NOT NULL,
	`last_mail_at` integer,
	`mails` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_outreach_tried_idx` ON `company_outreach` (`last_tried_at`);--> statement-breakpoint
CREATE TABLE `mail_complaints` (
	`mail_id` text NOT NULL,
	`complaint_id` text NOT NULL,
	`channel` text NOT NULL,
	PRIMARY KEY(`mail_id`, `complaint_id`),
	FOREIGN KEY (`mail_id`) REFERENCES `mail_queue`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_complaints_complaint_idx` ON `mail_complaints` (`complaint_id`);--> statement-breakpoint
CREATE TABLE `mail_suppressions` (
	`address` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "mail_suppressions_reason_check" CHECK("mail_suppressions"."reason" in ('bounced', 'complained'))
);
--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `companies` ADD `has_mx` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `mx_checked_at` integer;--> statement-breakpoint
ALTER TABLE `complaints` ADD `sent_to_company_at` integer;--> statement-breakpoint
ALTER TABLE `complaints` ADD `sent_to_company_via` text;--> statement-breakpoint
CREATE INDEX `complaints_unsent_idx` ON `complaints` (`company_id`,`created_at`) WHERE "complaints"."sent_to_company_at" is null;--> statement-breakpoint
CREATE INDEX `mail_queue_kind_created_idx` ON `mail_queue` (`kind`,`created_at`);--> statement-breakpoint
-- Complaints about a company its members manage were shown to them on UCK: sent when filed, or
-- when the first member joined if that was later. The rest are "not sent yet" until outreach runs.
UPDATE `complaints` SET
  `sent_to_company_at` = max(`created_at`, (SELECT min(m.`created_at`) FROM `company_members` m WHERE m.`company_id` = `complaints`.`company_id`)),
  `sent_to_company_via` = 'members'
  WHERE EXISTS (SELECT 1 FROM `company_members` m WHERE m.`company_id` = `complaints`.`company_id`);
