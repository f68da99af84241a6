-- The letter before action UCK mails for a complaint's author (issue 64, decision 047): when it
-- was queued, which place's letter, and the deadline it set. ADD COLUMN only, checks as column
-- constraints (as 0033): a table check would rebuild `complaints` and drop its FTS triggers.
ALTER TABLE `complaints` ADD `letter_sent_at` integer;--> statement-breakpoint
ALTER TABLE `complaints` ADD `letter_place` text CHECK (`letter_place` is null or `letter_place` in ('uk', 'tr', 'es', 'us', 'eu'));--> statement-breakpoint
ALTER TABLE `complaints` ADD `letter_deadline` text CHECK (`letter_deadline` is null or (length(`letter_deadline`) = 10 and date(`letter_deadline`) = `letter_deadline`));
