-- Extortion findings scoped to what was shown (decision 039, scoping decision 032's finding).
-- A finding was a row per account, so one company member's upheld report labelled every complaint
-- the person ever filed, about any company, and left them all out of every company's figures.
-- Now a finding is a row per complaint: the reported one, and others only where a moderator
-- recorded the same demand (`same_demand`, with the note that shows it). `extortion_findings` is
-- a small table nothing references, so it is rebuilt; each upheld report becomes the finding of
-- its own complaint (the earliest upheld report where a complaint had several), which is what
-- the moderator was shown. `complaints` is not touched (0004's search triggers).
-- The accused's side: their one answer before the decision and their one appeal after it.
CREATE TABLE `extortion_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`complaint_id` text NOT NULL,
	`author_id` text NOT NULL,
	`stage` text NOT NULL,
	`text` text NOT NULL,
	`attachment_key` text,
	`state` text,
	`decision_note` text,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "extortion_answers_stage_check" CHECK("stage" in ('answer', 'appeal')),
	CONSTRAINT "extortion_answers_state_check" CHECK(("stage" = 'answer' and "state" is null) or ("stage" = 'appeal' and "state" in ('pending', 'overturned', 'kept'))),
	CONSTRAINT "extortion_answers_text_length" CHECK(length(trim("text")) between 10 and 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `extortion_answers_complaint_stage_idx` ON `extortion_answers` (`complaint_id`,`stage`);--> statement-breakpoint
CREATE INDEX `extortion_answers_state_idx` ON `extortion_answers` (`state`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_extortion_findings` (
	`complaint_id` text PRIMARY KEY NOT NULL,
	`report_id` text NOT NULL,
	`basis` text NOT NULL,
	`note` text,
	`decided_by` text,
	`decided_at` integer NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "extortion_findings_basis_check" CHECK("basis" in ('reported', 'same_demand')),
	CONSTRAINT "extortion_findings_note_check" CHECK(("basis" = 'reported' and "note" is null) or ("basis" = 'same_demand' and length(trim("note")) between 10 and 1000))
);
--> statement-breakpoint
INSERT INTO `__new_extortion_findings`("complaint_id", "report_id", "basis", "note", "decided_by", "decided_at")
  SELECT r."complaint_id", r."id", 'reported', NULL, r."reviewed_by", coalesce(r."reviewed_at", r."created_at")
  FROM `extortion_reports` r
  WHERE r."status" = 'upheld' AND r."id" = (
    SELECT r2."id" FROM `extortion_reports` r2
    WHERE r2."complaint_id" = r."complaint_id" AND r2."status" = 'upheld'
    ORDER BY r2."reviewed_at", r2."id" LIMIT 1
  );--> statement-breakpoint
DROP TABLE `extortion_findings`;--> statement-breakpoint
ALTER TABLE `__new_extortion_findings` RENAME TO `extortion_findings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `extortion_findings_report_idx` ON `extortion_findings` (`report_id`);