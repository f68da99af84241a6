-- Flags in the open (issue 37, decision 032). ADD only: no table is rebuilt (a rebuild of
-- `complaints` would drop the search index's triggers, 0004).
-- What moderators decided now names the complaint's company and whether a member of it had
-- reported the complaint, so a company page can count its members' reports that moderators
-- upheld even after the complaint itself is gone (its reports cascade with it).
ALTER TABLE `moderation_outcomes` ADD `company_id` text;--> statement-breakpoint
ALTER TABLE `moderation_outcomes` ADD `member_reported` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `moderation_outcomes_company_idx` ON `moderation_outcomes` (`company_id`,`outcome`);--> statement-breakpoint
-- "Report extortion": a member of a complaint's company says its author demanded something to
-- take it down, with the demand attached (its words, and optionally a private picture of it).
CREATE TABLE `extortion_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`complaint_id` text NOT NULL,
	`company_id` text NOT NULL,
	`account_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`demand` text NOT NULL,
	`attachment_key` text,
	`status` text DEFAULT 'open' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "extortion_reports_status_check" CHECK("extortion_reports"."status" in ('open', 'upheld', 'rejected')),
	CONSTRAINT "extortion_reports_demand_length" CHECK(length(trim("extortion_reports"."demand")) between 10 and 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `extortion_reports_complaint_reporter_idx` ON `extortion_reports` (`complaint_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `extortion_reports_status_created_idx` ON `extortion_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `extortion_reports_company_idx` ON `extortion_reports` (`company_id`,`status`);--> statement-breakpoint
-- An upheld extortion report labels the account: its complaints say so and stay readable, and
-- every company's figures leave them out. One row per account; it goes with the account.
CREATE TABLE `extortion_findings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`decided_by` text,
	`decided_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
