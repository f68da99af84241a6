-- Rankings weigh accounts (docs/decisions/038): a ranked uck counts by its account's reputation,
-- and accounts created in the same hour count once per complaint. ADD COLUMN only on `ucks`
-- (the weight's range a column check) and indexes: /viral's index now covers the weight, the
-- cohort index finds a complaint's earlier ucks of an account hour, and a partial index lists
-- the ranked ucks given before weights, which the ranking-ageing job weighs once (and fills
-- account_hour on) rather than this migration, so a large table is done in small batches.
DROP INDEX `ucks_ranked_idx`;--> statement-breakpoint
ALTER TABLE `ucks` ADD `rank_weight` real CHECK (`rank_weight` IS NULL OR (`rank_weight` >= 0 AND `rank_weight` <= 1));--> statement-breakpoint
ALTER TABLE `ucks` ADD `account_hour` integer;--> statement-breakpoint
CREATE INDEX `ucks_ranked_weight_idx` ON `ucks` (`ranked_at`,`complaint_id`,`rank_weight`);--> statement-breakpoint
CREATE INDEX `ucks_complaint_cohort_idx` ON `ucks` (`complaint_id`,`account_hour`,`created_at`);--> statement-breakpoint
CREATE INDEX `ucks_unweighed_idx` ON `ucks` (`complaint_id`) WHERE "ucks"."ranked_at" is not null and "ucks"."rank_weight" is null;