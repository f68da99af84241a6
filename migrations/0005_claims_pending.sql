-- One pending claim per person and page (docs/product.md#claiming-a-company-page): a new request replaces the old one, and
-- its mailed link stops working. Duplicates from before this migration are expired first (the
-- newest pending claim of each person and page stays, with its link).
UPDATE `company_claims` SET `status` = 'expired', `token_hash` = NULL
WHERE `status` = 'pending' AND EXISTS (
  SELECT 1 FROM `company_claims` AS `newer`
  WHERE `newer`.`company_id` = `company_claims`.`company_id`
    AND `newer`.`user_id` = `company_claims`.`user_id`
    AND `newer`.`status` = 'pending'
    AND (`newer`.`created_at` > `company_claims`.`created_at`
      OR (`newer`.`created_at` = `company_claims`.`created_at` AND `newer`.`id` > `company_claims`.`id`))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_claims_pending_idx` ON `company_claims` (`company_id`,`user_id`) WHERE status = 'pending';
