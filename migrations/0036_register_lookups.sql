-- Issue 66, decision 050. Each company's last register look-up, kept also when it found nothing (a negative
-- cache): a repeat within the day calls no register.
CREATE TABLE `register_lookups` (
	`company_id` text PRIMARY KEY NOT NULL,
	`registers` text NOT NULL,
	`found` integer NOT NULL,
	`looked_up_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
