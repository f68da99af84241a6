-- The public flood guard's windows (issue 37, docs/decisions/031): a new table only, nothing
-- rebuilt (a rebuild of `complaints` would drop the search index's triggers, 0004). One row per
-- company and start, so the hourly job's upsert writes one row however often it runs.
CREATE TABLE `flood_windows` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer NOT NULL,
	`opened_at` integer NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`rules` text NOT NULL,
	`complaint_count` integer NOT NULL,
	`median_daily` real NOT NULL,
	`uck_count` integer DEFAULT 0 NOT NULL,
	`young_uck_count` integer DEFAULT 0 NOT NULL,
	`near_identical_accounts` integer DEFAULT 0 NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "flood_windows_state_check" CHECK("flood_windows"."state" in ('open', 'cleared', 'upheld')),
	CONSTRAINT "flood_windows_span_check" CHECK("flood_windows"."ended_at" >= "flood_windows"."started_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `flood_windows_company_start_idx` ON `flood_windows` (`company_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `flood_windows_state_idx` ON `flood_windows` (`state`,`ended_at`);
