-- The statutory clocks of a complaint (issue 63, decision 044): three optional answers of its
-- author, read by shared/clocks.ts and (next) issue 64's letters. ADD COLUMN only, checks as
-- column constraints: a table check would rebuild `complaints` and drop its FTS triggers.
ALTER TABLE `complaints` ADD `problem` text CHECK (`problem` is null or `problem` in ('not_delivered', 'faulty', 'cancelled_not_refunded', 'other'));--> statement-breakpoint
ALTER TABLE `complaints` ADD `payment` text CHECK (`payment` is null or `payment` in ('credit_card', 'debit_card', 'bank_transfer', 'cash', 'other'));--> statement-breakpoint
ALTER TABLE `complaints` ADD `purchase_date` text CHECK (`purchase_date` is null or (length(`purchase_date`) = 10 and date(`purchase_date`) = `purchase_date`));
