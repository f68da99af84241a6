-- Escalation that does something (issue 34): what would resolve the complaint, the amount in
-- dispute, the complainant's wish that UCK send their file to the venue, the recorded send to a
-- venue, and a company's country as a superadmin set it. Checks are column constraints: a
-- table check would rebuild `complaints` and drop the search index's triggers (0004).
ALTER TABLE `companies` ADD `country` text CHECK (`country` is null or length(`country`) between 2 and 60);--> statement-breakpoint
ALTER TABLE `complaints` ADD `resolution_sought` text CHECK (`resolution_sought` is null or length(`resolution_sought`) <= 300);--> statement-breakpoint
ALTER TABLE `complaints` ADD `dispute_minor` integer CHECK (`dispute_minor` is null or `dispute_minor` > 0);--> statement-breakpoint
ALTER TABLE `complaints` ADD `dispute_currency` text CHECK ((`dispute_currency` is null and `dispute_minor` is null) or (`dispute_minor` is not null and length(`dispute_currency`) = 3));--> statement-breakpoint
ALTER TABLE `complaints` ADD `send_to_venue` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `complaints` ADD `authority_sent_at` integer;--> statement-breakpoint
ALTER TABLE `complaints` ADD `authority_venue` text;
