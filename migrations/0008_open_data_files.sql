CREATE TABLE `open_data_files` (
	`name` text PRIMARY KEY NOT NULL,
	`period` text NOT NULL,
	`format` text NOT NULL,
	`first_day` text,
	`last_day` text NOT NULL,
	`status` text NOT NULL,
	`rows` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	CONSTRAINT "open_data_files_status_check" CHECK("open_data_files"."status" in ('writing', 'done'))
);
--> statement-breakpoint
CREATE INDEX `open_data_files_period_day_idx` ON `open_data_files` (`period`,`last_day`);