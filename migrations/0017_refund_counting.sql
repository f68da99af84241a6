-- Refunds that count (issue 35): whether a confirmed refund counts as money returned, and a
-- superadmin's review of an outlier. Rebuilding `refunds` is safe (no triggers on it). Refunds
-- confirmed before this migration are judged once by the same rules (shared/refund-counting.ts);
-- with no history to compare, any amount above 2,000 in major units (¥200,000) waits for review.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_refunds` (
	`complaint_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`offered_by` text,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`due_on` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`overdue_at` integer,
	`answered_at` integer,
	`counting` text,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refunds_amount_positive" CHECK("__new_refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_currency_code" CHECK(length("__new_refunds"."currency") = 3),
	CONSTRAINT "refunds_status_check" CHECK("__new_refunds"."status" in ('pending', 'received', 'not_received')),
	CONSTRAINT "refunds_counting_check" CHECK("__new_refunds"."counting" is null or "__new_refunds"."counting" in ('counts', 'review', 'refused', 'member', 'shared_address', 'young_account'))
);
--> statement-breakpoint
INSERT INTO `__new_refunds`("complaint_id", "company_id", "offered_by", "amount_minor", "currency", "due_on", "status", "overdue_at", "answered_at", "counting", "reviewed_by", "reviewed_at", "created_at") SELECT f."complaint_id", f."company_id", f."offered_by", f."amount_minor", f."currency", f."due_on", f."status", f."overdue_at", f."answered_at",
	CASE
		WHEN f."status" <> 'received' THEN NULL
		WHEN EXISTS (SELECT 1 FROM `company_members` m WHERE m.company_id = f.company_id AND m.user_id = c.user_id) THEN 'member'
		WHEN (SELECT u.created_at FROM `users` u WHERE u.id = c.user_id) > f.created_at - 86400000 THEN 'young_account'
		WHEN EXISTS (SELECT 1 FROM `user_addresses` a JOIN `user_addresses` b ON b.address_hash = a.address_hash AND b.user_id <> a.user_id
			WHERE a.user_id = c.user_id AND a.last_seen_at >= coalesce(f.answered_at, f.created_at) - 2592000000 AND b.last_seen_at >= coalesce(f.answered_at, f.created_at) - 2592000000
			AND (b.user_id = f.offered_by OR b.user_id IN (SELECT m.user_id FROM `company_members` m WHERE m.company_id = f.company_id))) THEN 'shared_address'
		WHEN f."amount_minor" > 200000 THEN 'review'
		ELSE 'counts'
	END,
	NULL, NULL, f."created_at" FROM `refunds` f JOIN `complaints` c ON c.id = f.complaint_id;--> statement-breakpoint
DROP TABLE `refunds`;--> statement-breakpoint
ALTER TABLE `__new_refunds` RENAME TO `refunds`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `refunds_company_status_idx` ON `refunds` (`company_id`,`status`,`currency`);--> statement-breakpoint
CREATE INDEX `refunds_status_due_idx` ON `refunds` (`status`,`due_on`);--> statement-breakpoint
CREATE INDEX `refunds_counting_idx` ON `refunds` (`counting`,`answered_at`);