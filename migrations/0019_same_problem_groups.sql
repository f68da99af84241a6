-- "Same problem" groups (issue 37, decision 029): the group a complaint joined, by ADD COLUMN
-- only (a rebuild of `complaints` would drop the search index's triggers, 0004).
ALTER TABLE `complaints` ADD `group_id` text;--> statement-breakpoint
CREATE INDEX `complaints_group_idx` ON `complaints` (`group_id`,`created_at`);--> statement-breakpoint
-- "Same problem" suggestions (issue 37, decision 029): a second full-text index over complaint
-- text, tokenized in trigrams, so text in scripts written without spaces between words (Chinese,
-- Japanese, Thai) matches as well as text with them. External content like complaints_fts
-- (0004): the text lives once in complaints, the triggers below keep the index in step in the
-- same transaction as every insert, edit and delete, and the existing rows are indexed once here.
CREATE VIRTUAL TABLE `complaints_trigram_fts` USING fts5(
  `text`,
  content='complaints', content_rowid='rowid',
  tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `complaints_trigram_fts_after_insert` AFTER INSERT ON `complaints` BEGIN
  INSERT INTO `complaints_trigram_fts`(rowid, `text`) VALUES (new.rowid, new.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_trigram_fts_after_delete` AFTER DELETE ON `complaints` BEGIN
  INSERT INTO `complaints_trigram_fts`(`complaints_trigram_fts`, rowid, `text`)
  VALUES ('delete', old.rowid, old.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_trigram_fts_after_update` AFTER UPDATE OF `text` ON `complaints` BEGIN
  INSERT INTO `complaints_trigram_fts`(`complaints_trigram_fts`, rowid, `text`)
  VALUES ('delete', old.rowid, old.`text`);
  INSERT INTO `complaints_trigram_fts`(rowid, `text`) VALUES (new.rowid, new.`text`);
END;
--> statement-breakpoint
INSERT INTO `complaints_trigram_fts`(`complaints_trigram_fts`) VALUES ('rebuild');
