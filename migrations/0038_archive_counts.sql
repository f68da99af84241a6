-- The archive's counts (issue 67, decision 049): complaints per UTC day site-wide and per company
-- per year, so /archive, its years and months, the day pages' numbered links and a company's
-- years never count complaints. Kept by the triggers below on every insert, delete and change of
-- day or company; a count that reaches 0 removes its row. Only new tables and triggers:
-- rebuilding `complaints` would drop these triggers (and the search index's, 0004).
CREATE TABLE `archive_days` (
	`day` text PRIMARY KEY NOT NULL,
	`complaints` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `company_archive_years` (
	`company_id` text NOT NULL,
	`year` integer NOT NULL,
	`complaints` integer NOT NULL,
	PRIMARY KEY(`company_id`, `year`)
);
--> statement-breakpoint
INSERT INTO `archive_days` (`day`, `complaints`)
  SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), count(*) FROM `complaints` GROUP BY 1;
--> statement-breakpoint
INSERT INTO `company_archive_years` (`company_id`, `year`, `complaints`)
  SELECT `company_id`, CAST(strftime('%Y', `created_at` / 1000, 'unixepoch') AS INTEGER), count(*)
  FROM `complaints` GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `complaints_archive_after_insert` AFTER INSERT ON `complaints` BEGIN
  INSERT INTO `archive_days` (`day`, `complaints`)
    VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
    ON CONFLICT (`day`) DO UPDATE SET `complaints` = `complaints` + 1;
  INSERT INTO `company_archive_years` (`company_id`, `year`, `complaints`)
    VALUES (NEW.`company_id`, CAST(strftime('%Y', NEW.`created_at` / 1000, 'unixepoch') AS INTEGER), 1)
    ON CONFLICT (`company_id`, `year`) DO UPDATE SET `complaints` = `complaints` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_archive_after_delete` AFTER DELETE ON `complaints` BEGIN
  UPDATE `archive_days` SET `complaints` = `complaints` - 1
    WHERE `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch');
  DELETE FROM `archive_days`
    WHERE `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch') AND `complaints` <= 0;
  UPDATE `company_archive_years` SET `complaints` = `complaints` - 1
    WHERE `company_id` = OLD.`company_id`
      AND `year` = CAST(strftime('%Y', OLD.`created_at` / 1000, 'unixepoch') AS INTEGER);
  DELETE FROM `company_archive_years`
    WHERE `company_id` = OLD.`company_id`
      AND `year` = CAST(strftime('%Y', OLD.`created_at` / 1000, 'unixepoch') AS INTEGER)
      AND `complaints` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_archive_after_move` AFTER UPDATE OF `created_at`, `company_id` ON `complaints`
  WHEN OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`company_id` IS NOT NEW.`company_id` BEGIN
  UPDATE `archive_days` SET `complaints` = `complaints` - 1
    WHERE `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch');
  DELETE FROM `archive_days`
    WHERE `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch') AND `complaints` <= 0;
  UPDATE `company_archive_years` SET `complaints` = `complaints` - 1
    WHERE `company_id` = OLD.`company_id`
      AND `year` = CAST(strftime('%Y', OLD.`created_at` / 1000, 'unixepoch') AS INTEGER);
  DELETE FROM `company_archive_years`
    WHERE `company_id` = OLD.`company_id`
      AND `year` = CAST(strftime('%Y', OLD.`created_at` / 1000, 'unixepoch') AS INTEGER)
      AND `complaints` <= 0;
  INSERT INTO `archive_days` (`day`, `complaints`)
    VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
    ON CONFLICT (`day`) DO UPDATE SET `complaints` = `complaints` + 1;
  INSERT INTO `company_archive_years` (`company_id`, `year`, `complaints`)
    VALUES (NEW.`company_id`, CAST(strftime('%Y', NEW.`created_at` / 1000, 'unixepoch') AS INTEGER), 1)
    ON CONFLICT (`company_id`, `year`) DO UPDATE SET `complaints` = `complaints` + 1;
END;
