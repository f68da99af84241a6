-- What the company's answer does and the rest of the complainant's verdict (decision 041). Every
-- answer carries a category (CFPB's company response: explanation, monetary relief, non-monetary
-- relief, in progress, not our customer, duplicate), kept on the response and on its complaint
-- for the figures; the complainant may add a 0–10 score and whether they would do business with
-- the company again. ADD COLUMN only (never rebuild complaints: its FTS triggers).
ALTER TABLE `company_responses` ADD `category` text DEFAULT 'explanation' NOT NULL CHECK (`category` IN ('explanation', 'monetary', 'non_monetary', 'in_progress', 'not_our_customer', 'duplicate'));--> statement-breakpoint
ALTER TABLE `complaints` ADD `verdict_score` integer CHECK (`verdict_score` BETWEEN 0 AND 10);--> statement-breakpoint
ALTER TABLE `complaints` ADD `would_return` integer;--> statement-breakpoint
ALTER TABLE `complaints` ADD `response_category` text CHECK (`response_category` IN ('explanation', 'monetary', 'non_monetary', 'in_progress', 'not_our_customer', 'duplicate'));--> statement-breakpoint
-- Existing answers get the category their data implies: a refund recorded with it is a monetary
-- relief, anything else an explanation.
UPDATE `company_responses` SET `category` = 'monetary' WHERE EXISTS (SELECT 1 FROM `refunds` r WHERE r.`complaint_id` = `company_responses`.`complaint_id`);--> statement-breakpoint
UPDATE `complaints` SET `response_category` = CASE WHEN EXISTS (SELECT 1 FROM `refunds` r WHERE r.`complaint_id` = `complaints`.`id`) THEN 'monetary' ELSE 'explanation' END WHERE `has_response` = 1;
