-- The moderation queue cannot be buried (issue 35): one report per account per complaint, and a
-- report by a member of the complaint's company is stored as such. Duplicates already stored are
-- folded into the account's first report before the unique index is built; the unique index
-- starts with complaint_id, so it replaces reports_complaint_idx.
DELETE FROM `reports` WHERE `complaint_id` IS NOT NULL AND rowid NOT IN (SELECT min(rowid) FROM `reports` WHERE `complaint_id` IS NOT NULL GROUP BY `complaint_id`, `reporter_id`);--> statement-breakpoint
DROP INDEX `reports_complaint_idx`;--> statement-breakpoint
ALTER TABLE `reports` ADD `from_company_member` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `reports` SET `from_company_member` = 1 WHERE EXISTS (SELECT 1 FROM `complaints` `c` JOIN `company_members` `m` ON `m`.`company_id` = `c`.`company_id` WHERE `c`.`id` = `reports`.`complaint_id` AND `m`.`user_id` = `reports`.`reporter_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reports_complaint_reporter_idx` ON `reports` (`complaint_id`,`reporter_id`);
