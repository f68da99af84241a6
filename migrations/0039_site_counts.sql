-- The site's totals (decision 063): GET /api/v1/stats and the sitemap index read these rows
-- instead of counting complaints (about 6 s and 5 s at a million). Kept by the triggers below:
-- on `complaints` (insert, delete, a change of status, verdict or has_response) and on
-- `company_archive_years` (a company's first and last year with complaints; migration 0038's
-- triggers keep that table). Only new tables, an index and triggers: rebuilding `complaints`
-- would drop these triggers, as it would 0004's and 0038's.
CREATE TABLE `site_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `company_archive_years_year_idx` ON `company_archive_years` (`year`,`company_id`);
--> statement-breakpoint
INSERT INTO `site_counts` (`key`, `n`)
  SELECT 'complaints', count(*) FROM `complaints`
  UNION ALL SELECT 'responses', coalesce(sum(`has_response`), 0) FROM `complaints`
  UNION ALL SELECT 'resolved', coalesce(sum(CASE WHEN `status` = 'resolved' AND `verdict` = 'resolved' THEN 1 ELSE 0 END), 0) FROM `complaints`
  UNION ALL SELECT 'escalated', coalesce(sum(CASE WHEN `status` = 'escalated' THEN 1 ELSE 0 END), 0) FROM `complaints`
  UNION ALL SELECT 'companies', count(DISTINCT `company_id`) FROM `company_archive_years`;
--> statement-breakpoint
INSERT INTO `site_counts` (`key`, `n`)
  SELECT 'company_years:' || `year`, count(*) FROM `company_archive_years` GROUP BY `year`;
--> statement-breakpoint
CREATE TRIGGER `complaints_totals_after_insert` AFTER INSERT ON `complaints` BEGIN
  INSERT INTO `site_counts` (`key`, `n`) VALUES
    ('complaints', 1),
    ('responses', coalesce(NEW.`has_response`, 0)),
    ('resolved', CASE WHEN NEW.`status` = 'resolved' AND NEW.`verdict` = 'resolved' THEN 1 ELSE 0 END),
    ('escalated', CASE WHEN NEW.`status` = 'escalated' THEN 1 ELSE 0 END)
    ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_totals_after_delete` AFTER DELETE ON `complaints` BEGIN
  INSERT INTO `site_counts` (`key`, `n`) VALUES
    ('complaints', -1),
    ('responses', -coalesce(OLD.`has_response`, 0)),
    ('resolved', CASE WHEN OLD.`status` = 'resolved' AND OLD.`verdict` = 'resolved' THEN -1 ELSE 0 END),
    ('escalated', CASE WHEN OLD.`status` = 'escalated' THEN -1 ELSE 0 END)
    ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_totals_after_update` AFTER UPDATE OF `status`, `verdict`, `has_response` ON `complaints`
  WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`verdict` IS NOT NEW.`verdict`
    OR OLD.`has_response` IS NOT NEW.`has_response` BEGIN
  INSERT INTO `site_counts` (`key`, `n`) VALUES
    ('responses', coalesce(NEW.`has_response`, 0) - coalesce(OLD.`has_response`, 0)),
    ('resolved', (CASE WHEN NEW.`status` = 'resolved' AND NEW.`verdict` = 'resolved' THEN 1 ELSE 0 END)
      - (CASE WHEN OLD.`status` = 'resolved' AND OLD.`verdict` = 'resolved' THEN 1 ELSE 0 END)),
    ('escalated', (CASE WHEN NEW.`status` = 'escalated' THEN 1 ELSE 0 END)
      - (CASE WHEN OLD.`status` = 'escalated' THEN 1 ELSE 0 END))
    ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `company_archive_years_totals_after_insert` AFTER INSERT ON `company_archive_years` BEGIN
  INSERT INTO `site_counts` (`key`, `n`) VALUES ('company_years:' || NEW.`year`, 1)
    ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
  INSERT INTO `site_counts` (`key`, `n`)
    SELECT 'companies', 1 WHERE NOT EXISTS (SELECT 1 FROM `company_archive_years`
      WHERE `company_id` = NEW.`company_id` AND `year` <> NEW.`year`)
    ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `company_archive_years_totals_after_delete` AFTER DELETE ON `company_archive_years` BEGIN
  UPDATE `site_counts` SET `n` = `n` - 1 WHERE `key` = 'company_years:' || OLD.`year`;
  DELETE FROM `site_counts` WHERE `key` = 'company_years:' || OLD.`year` AND `n` <= 0;
  UPDATE `site_counts` SET `n` = `n` - 1 WHERE `key` = 'companies' AND NOT EXISTS (
    SELECT 1 FROM `company_archive_years` WHERE `company_id` = OLD.`company_id`);
END;
