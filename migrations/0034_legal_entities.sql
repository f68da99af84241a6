-- Issue 66, decision 045. Who a company really is: its legal entities, read from a register (candidates a
-- superadmin confirms), entered by its owner with a document, or by a superadmin; at most one confirmed.
CREATE TABLE `company_legal_entities` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`legal_name` text NOT NULL,
	`registry` text NOT NULL,
	`identifier` text NOT NULL,
	`address` text,
	`country` text,
	`register_status` text,
	`source` text NOT NULL,
	`checked_on` text NOT NULL,
	`state` text NOT NULL,
	`proposed` integer DEFAULT false NOT NULL,
	`document_key` text,
	`entered_by` text,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `company_legal_entities_company_idx` ON `company_legal_entities` (`company_id`,`state`);--> statement-breakpoint
CREATE INDEX `company_legal_entities_state_idx` ON `company_legal_entities` (`state`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `company_legal_entities_confirmed_idx` ON `company_legal_entities` (`company_id`) WHERE "company_legal_entities"."state" = 'confirmed';