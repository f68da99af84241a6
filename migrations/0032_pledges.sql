-- Issue 62, decision 043. A company's public pledge: one row per period, pledged by an owner and
-- withdrawn by one; at most one period in force per company. And when UCK followed up, a week
-- after escalation, with a company that still had not answered (ADD COLUMN only: never rebuild
-- complaints, its FTS triggers), and an index for the reminders of unanswered complaints.
CREATE TABLE `company_pledges` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`pledged_at` integer NOT NULL,
	`pledged_by` text,
	`withdrawn_at` integer,
	`withdrawn_by` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pledged_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`withdrawn_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "company_pledges_order" CHECK("company_pledges"."withdrawn_at" is null or "company_pledges"."withdrawn_at" >= "company_pledges"."pledged_at")
);
--> statement-breakpoint
CREATE INDEX `company_pledges_company_idx` ON `company_pledges` (`company_id`,`pledged_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `company_pledges_in_force_idx` ON `company_pledges` (`company_id`) WHERE "company_pledges"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE `complaints` ADD `follow_up_at` integer;--> statement-breakpoint
CREATE INDEX `complaints_sent_unanswered_idx` ON `complaints` (`sent_to_company_at`) WHERE "complaints"."has_response" = 0 and "complaints"."sent_to_company_at" is not null;