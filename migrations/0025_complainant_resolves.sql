-- Resolved means the complainant said so (decision 040). A member's Mark Resolved becomes the
-- company's claim (company_resolved_at/by); the complainant's answer is the verdict ('resolved'
-- with the spec's Yes, 'disputed' with No); a claim left unanswered for 30 days closes without a
-- verdict (closed_unverified_at) and never counts as resolved. The reminders table is the one
-- every later reminder uses. ADD COLUMN only (never rebuild complaints: its FTS triggers).
CREATE TABLE `reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`complaint_id` text,
	`due_at` integer NOT NULL,
	`claimed_at` integer,
	`sent_at` integer,
	`skipped` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_kind_subject_idx` ON `reminders` (`kind`,`subject_id`);--> statement-breakpoint
CREATE INDEX `reminders_due_idx` ON `reminders` (`due_at`) WHERE "reminders"."sent_at" is null;--> statement-breakpoint
CREATE INDEX `reminders_complaint_idx` ON `reminders` (`complaint_id`);--> statement-breakpoint
ALTER TABLE `complaints` ADD `company_resolved_at` integer;--> statement-breakpoint
ALTER TABLE `complaints` ADD `company_resolved_by` text;--> statement-breakpoint
ALTER TABLE `complaints` ADD `verdict` text CHECK (`verdict` IN ('resolved', 'disputed'));--> statement-breakpoint
ALTER TABLE `complaints` ADD `verdict_at` integer;--> statement-breakpoint
ALTER TABLE `complaints` ADD `closed_unverified_at` integer;--> statement-breakpoint
CREATE INDEX `complaints_claims_idx` ON `complaints` (`company_resolved_at`) WHERE "complaints"."company_resolved_at" is not null and "complaints"."closed_unverified_at" is null;--> statement-breakpoint
-- The complainants' answers so far become verdicts.
UPDATE `complaints` SET `verdict` = 'resolved', `verdict_at` = coalesce(`resolved_at`, `updated_at`, `response_at`, `created_at`) WHERE `is_satisfied` = 1;--> statement-breakpoint
UPDATE `complaints` SET `verdict` = 'disputed', `verdict_at` = coalesce(`updated_at`, `response_at`, `created_at`) WHERE `is_satisfied` = 0;--> statement-breakpoint
-- A complaint resolved without the complainant's Yes was the company's word: it becomes the
-- company's claim, answered (in progress) as it was before the click.
UPDATE `complaints` SET `company_resolved_at` = coalesce(`resolved_at`, `updated_at`, `created_at`), `status` = 'in_progress', `resolved_at` = NULL WHERE `status` = 'resolved' AND coalesce(`is_satisfied`, 0) = 0;--> statement-breakpoint
-- Claims older than 30 days with no answer close at once, on the day they would have closed.
UPDATE `complaints` SET `closed_unverified_at` = `company_resolved_at` + 2592000000 WHERE `company_resolved_at` IS NOT NULL AND `verdict` IS NULL AND `company_resolved_at` + 2592000000 <= CAST(strftime('%s', 'now') AS INTEGER) * 1000;--> statement-breakpoint
-- The younger claims get their reminders at 7 and 21 days, only those still ahead: no reminder
-- that is already overdue is sent.
INSERT INTO `reminders` (`id`, `kind`, `subject_id`, `complaint_id`, `due_at`, `created_at`)
  SELECT lower(hex(randomblob(16))), 'verdict', `id` || ':' || `company_resolved_at` || ':7', `id`, `company_resolved_at` + 604800000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
  FROM `complaints` WHERE `company_resolved_at` IS NOT NULL AND `verdict` IS NULL AND `closed_unverified_at` IS NULL AND `company_resolved_at` + 604800000 > CAST(strftime('%s', 'now') AS INTEGER) * 1000;--> statement-breakpoint
INSERT INTO `reminders` (`id`, `kind`, `subject_id`, `complaint_id`, `due_at`, `created_at`)
  SELECT lower(hex(randomblob(16))), 'verdict', `id` || ':' || `company_resolved_at` || ':21', `id`, `company_resolved_at` + 1814400000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
  FROM `complaints` WHERE `company_resolved_at` IS NOT NULL AND `verdict` IS NULL AND `closed_unverified_at` IS NULL AND `company_resolved_at` + 1814400000 > CAST(strftime('%s', 'now') AS INTEGER) * 1000;