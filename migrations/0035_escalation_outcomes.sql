-- Issue 65, decision 046. What happened after an escalated or disputed complaint, as its
-- complainant recorded it: an append-only history (one current row per complaint), verified by
-- a member of the company or a superadmin and judged by the refund-counting rules (decision 027).
CREATE TABLE `escalation_outcomes` (
	`id` text PRIMARY KEY NOT NULL,
	`complaint_id` text NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`outcome` text NOT NULL,
	`amount_minor` integer,
	`currency` text,
	`occurred_on` text NOT NULL,
	`evidence_key` text,
	`evidence_type` text,
	`superseded_at` integer,
	`verified_via` text,
	`verified_by` text,
	`verified_at` integer,
	`counting` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "escalation_outcomes_money" CHECK(("escalation_outcomes"."amount_minor" is null and "escalation_outcomes"."currency" is null) or ("escalation_outcomes"."amount_minor" > 0 and length("escalation_outcomes"."currency") = 3)),
	CONSTRAINT "escalation_outcomes_verified" CHECK(("escalation_outcomes"."verified_via" is null) = ("escalation_outcomes"."verified_at" is null) and ("escalation_outcomes"."verified_via" is null) = ("escalation_outcomes"."counting" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `escalation_outcomes_current_idx` ON `escalation_outcomes` (`complaint_id`) WHERE "escalation_outcomes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX `escalation_outcomes_company_idx` ON `escalation_outcomes` (`company_id`,`counting`);--> statement-breakpoint
CREATE INDEX `escalation_outcomes_user_idx` ON `escalation_outcomes` (`user_id`,`created_at`);