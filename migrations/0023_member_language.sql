-- A member's language (issue 40, decision 030): the language their mails are written in, set
-- when they use the language switch signed in and at registration from the page's language.
-- Null: never chosen (their mails are English). ADD COLUMN only, with its CHECK on the column.
ALTER TABLE `users` ADD `language` text CHECK (`language` IN ('en', 'tr', 'es'));
