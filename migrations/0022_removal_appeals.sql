-- Removals by moderators and the author's one appeal (issue 37, decision 033). A new table only:
-- `complaints` is never rebuilt (a rebuild drops the search index's triggers, 0004). One row per
-- complaint a moderator removed: the reason and date the public stub shows, the complaint's own
-- row as JSON (so an upheld appeal can put it back; cleared once the appeal is decided), and the
-- author's one appeal with its decision. No foreign key on the complaint: the row outlives it.
CREATE TABLE `complaint_removals` (
	`complaint_id` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	`company_name` text NOT NULL,
	`reason` text NOT NULL,
	`removed_by` text,
	`removed_at` integer NOT NULL,
	`snapshot` text,
	`appeal_text` text,
	`appealed_at` integer,
	`appeal_state` text,
	`appeal_note` text,
	`appeal_decided_by` text,
	`appeal_decided_at` integer,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`removed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`appeal_decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "complaint_removals_reason_length" CHECK(length(trim("complaint_removals"."reason")) between 1 and 500),
	CONSTRAINT "complaint_removals_appeal_length" CHECK("complaint_removals"."appeal_text" is null or length(trim("complaint_removals"."appeal_text")) between 1 and 1000),
	CONSTRAINT "complaint_removals_appeal_state" CHECK("complaint_removals"."appeal_state" is null or "complaint_removals"."appeal_state" in ('pending', 'upheld', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `complaint_removals_author_idx` ON `complaint_removals` (`author_id`);--> statement-breakpoint
CREATE INDEX `complaint_removals_appeal_idx` ON `complaint_removals` (`appeal_state`,`appealed_at`);
