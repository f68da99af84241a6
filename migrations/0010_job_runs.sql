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
