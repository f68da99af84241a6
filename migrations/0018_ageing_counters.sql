-- Young accounts and bursts move no ranking until they have aged (issue 35; docs/decisions/028).
-- Complaints get a second set of counters, the ones every ranking reads; ucks, comments and
-- shares get `ranked_at`, when the row began to count there (null while it ages). Only ADD
-- COLUMN and indexes: rebuilding `complaints` would drop the search index's triggers (0004).
-- Everything already written counts as it did: its rows are ranked from their creation and the
-- ranked counters start equal to the page's, so no ranking resets.
DROP INDEX `complaints_comments_rank_idx`;--> statement-breakpoint
DROP INDEX `complaints_shares_rank_idx`;--> statement-breakpoint
ALTER TABLE `complaints` ADD `ranked_uck_count` integer DEFAULT 0 NOT NULL CHECK (`ranked_uck_count` >= 0);--> statement-breakpoint
ALTER TABLE `complaints` ADD `ranked_comments_count` integer DEFAULT 0 NOT NULL CHECK (`ranked_comments_count` >= 0);--> statement-breakpoint
ALTER TABLE `complaints` ADD `ranked_share_count` integer DEFAULT 0 NOT NULL CHECK (`ranked_share_count` >= 0);--> statement-breakpoint
UPDATE `complaints` SET `ranked_uck_count` = `uck_count`, `ranked_comments_count` = `comments_count`, `ranked_share_count` = `share_count`;--> statement-breakpoint
CREATE INDEX `complaints_ucks_ranked_idx` ON `complaints` (`ranked_uck_count`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_comments_ranked_idx` ON `complaints` (`ranked_comments_count`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `complaints_shares_ranked_idx` ON `complaints` (`ranked_share_count`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `comments` ADD `ranked_at` integer;--> statement-breakpoint
UPDATE `comments` SET `ranked_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `comments_ageing_idx` ON `comments` (`created_at`) WHERE "comments"."ranked_at" is null;--> statement-breakpoint
ALTER TABLE `shares` ADD `ranked_at` integer;--> statement-breakpoint
UPDATE `shares` SET `ranked_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `shares_ageing_idx` ON `shares` (`created_at`) WHERE "shares"."ranked_at" is null;--> statement-breakpoint
ALTER TABLE `ucks` ADD `ranked_at` integer;--> statement-breakpoint
UPDATE `ucks` SET `ranked_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `ucks_ranked_idx` ON `ucks` (`ranked_at`,`complaint_id`);--> statement-breakpoint
CREATE INDEX `ucks_ageing_idx` ON `ucks` (`created_at`) WHERE "ucks"."ranked_at" is null;--> statement-breakpoint
CREATE INDEX `user_addresses_address_seen_idx` ON `user_addresses` (`address_hash`,`last_seen_at`);
