CREATE TABLE `company_slug_aliases` (
	`slug` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_slug_aliases_company_idx` ON `company_slug_aliases` (`company_id`);--> statement-breakpoint
ALTER TABLE `companies` ADD `slug_rule` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `companies_slug_rule_idx` ON `companies` (`slug_rule`) WHERE "companies"."slug_rule" < 2;