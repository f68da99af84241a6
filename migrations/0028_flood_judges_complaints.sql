-- The flood guard judges complaints, not the ucks on them (docs/decisions/038): the complaints a
-- window flags, each for its own reason, and how far the job has judged a window. A new table
-- and ADD COLUMN only (a rebuild of `complaints` would drop the search index's triggers, 0004).
-- Windows written before this have judged_through null: the hourly job judges them once.
CREATE TABLE `flood_window_complaints` (
	`window_id` text NOT NULL,
	`complaint_id` text NOT NULL,
	`reasons` text NOT NULL,
	`flagged_at` integer NOT NULL,
	PRIMARY KEY(`window_id`, `complaint_id`),
	FOREIGN KEY (`window_id`) REFERENCES `flood_windows`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flood_window_complaints_complaint_idx` ON `flood_window_complaints` (`complaint_id`);--> statement-breakpoint
ALTER TABLE `flood_windows` ADD `judged_through` integer;