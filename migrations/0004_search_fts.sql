-- Full-text search (FTS5) over complaints and companies for /search. External-content tables:
-- the text lives once, in complaints/companies; the index is kept in sync by the triggers below
-- in the same transaction as every insert, edit and delete, and rebuilt once here for the rows
-- that already exist. Rows are matched back through rowid (both tables keep their implicit
-- rowid; nothing in D1 renumbers it, and `INSERT INTO x_fts(x_fts) VALUES ('rebuild')` would
-- repair the index if that ever changed).
CREATE VIRTUAL TABLE `complaints_fts` USING fts5(
  `text`, `company_name`, `location`,
  content='complaints', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `complaints_fts_after_insert` AFTER INSERT ON `complaints` BEGIN
  INSERT INTO `complaints_fts`(rowid, `text`, `company_name`, `location`)
  VALUES (new.rowid, new.`text`, new.`company_name`, new.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_fts_after_delete` AFTER DELETE ON `complaints` BEGIN
  INSERT INTO `complaints_fts`(`complaints_fts`, rowid, `text`, `company_name`, `location`)
  VALUES ('delete', old.rowid, old.`text`, old.`company_name`, old.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_fts_after_update` AFTER UPDATE OF `text`, `company_name`, `location` ON `complaints` BEGIN
  INSERT INTO `complaints_fts`(`complaints_fts`, rowid, `text`, `company_name`, `location`)
  VALUES ('delete', old.rowid, old.`text`, old.`company_name`, old.`location`);
  INSERT INTO `complaints_fts`(rowid, `text`, `company_name`, `location`)
  VALUES (new.rowid, new.`text`, new.`company_name`, new.`location`);
END;
--> statement-breakpoint
INSERT INTO `complaints_fts`(`complaints_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `companies_fts` USING fts5(
  `name`, `domain`, `industry`, `description`,
  content='companies', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `companies_fts_after_insert` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `companies_fts`(rowid, `name`, `domain`, `industry`, `description`)
  VALUES (new.rowid, new.`name`, new.`domain`, new.`industry`, new.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_after_delete` AFTER DELETE ON `companies` BEGIN
  INSERT INTO `companies_fts`(`companies_fts`, rowid, `name`, `domain`, `industry`, `description`)
  VALUES ('delete', old.rowid, old.`name`, old.`domain`, old.`industry`, old.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_after_update` AFTER UPDATE OF `name`, `domain`, `industry`, `description` ON `companies` BEGIN
  INSERT INTO `companies_fts`(`companies_fts`, rowid, `name`, `domain`, `industry`, `description`)
  VALUES ('delete', old.rowid, old.`name`, old.`domain`, old.`industry`, old.`description`);
  INSERT INTO `companies_fts`(rowid, `name`, `domain`, `industry`, `description`)
  VALUES (new.rowid, new.`name`, new.`domain`, new.`industry`, new.`description`);
END;
--> statement-breakpoint
INSERT INTO `companies_fts`(`companies_fts`) VALUES ('rebuild');
