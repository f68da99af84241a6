-- Addresses that may speak for a company (decision 034): why a suggested complaints address waits
-- for a superadmin, why a claim its link verified was put back to one, and the version of the
-- address rules each row was judged by (0: written before them; the address-rules job judges
-- those once). ADD COLUMN only, with the CHECK on the column.
ALTER TABLE `company_claims` ADD `review_reason` text CHECK (`review_reason` IN ('personal_mailbox'));--> statement-breakpoint
ALTER TABLE `company_claims` ADD `address_rule` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `company_claims_rule_idx` ON `company_claims` (`address_rule`);--> statement-breakpoint
ALTER TABLE `company_contacts` ADD `review_reason` text CHECK (`review_reason` IN ('personal_mailbox', 'not_role', 'other_domain'));--> statement-breakpoint
ALTER TABLE `company_contacts` ADD `address_rule` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `company_contacts_rule_idx` ON `company_contacts` (`address_rule`);
