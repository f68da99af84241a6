CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`first_started_at` integer NOT NULL,
	`last_started_at` integer NOT NULL,
	`last_duration_ms` integer NOT NULL,
	`last_outcome` text NOT NULL,
	`last_error` text,
	`last_success_at` integer,
	`last_failure_at` integer,
	`consecutive_failures` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_runs_outcome_check" CHECK("job_runs"."last_outcome" in ('ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE `open_data_corrections` (
	`id` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`reason` text NOT NULL,
	`recorded_at` integer NOT NULL,
	`applied_at` integer,
	CONSTRAINT "open_data_corrections_reason_check" CHECK("open_data_corrections"."reason" in ('removed_by_moderators', 'deleted_by_author', 'edited_by_author', 'account_deleted'))
);
--> statement-breakpoint
CREATE INDEX `open_data_corrections_pending_idx` ON `open_data_corrections` (`applied_at`,`recorded_at`);--> statement-breakpoint
CREATE INDEX `open_data_corrections_recorded_idx` ON `open_data_corrections` (`recorded_at`);