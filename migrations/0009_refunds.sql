CREATE TABLE `refunds` (
	`complaint_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`offered_by` text,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`due_on` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`overdue_at` integer,
	`answered_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refunds_amount_positive" CHECK("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_currency_code" CHECK(length("refunds"."currency") = 3),
	CONSTRAINT "refunds_status_check" CHECK("refunds"."status" in ('pending', 'received', 'not_received'))
);
--> statement-breakpoint
CREATE INDEX `refunds_company_status_idx` ON `refunds` (`company_id`,`status`,`currency`);--> statement-breakpoint
CREATE INDEX `refunds_status_due_idx` ON `refunds` (`status`,`due_on`);