-- Each complaint's trending keyword groups (shared/trending-groups.ts), one bit per group, so a
-- company page sums bits instead of testing twenty-five keywords against each of its complaints
-- on every view (docs/decisions/070). Written here for the complaints already filed, and by the
-- triggers below whenever a complaint is filed or its text changes, whoever writes it. The
-- expressions are shared/trending-groups.ts's `trendingGroupsSql`; a change to its keywords
-- needs a migration that drops and writes these triggers again and refills the column.
ALTER TABLE `complaints` ADD `trending_groups` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `complaints` SET `trending_groups` =
    (CASE WHEN `text` LIKE '%delay%' OR `text` LIKE '%late%' OR `text` LIKE '%waiting%' OR `text` LIKE '%still no%' OR `text` LIKE '%on hold%' OR `text` LIKE '%weeks%' OR `text` LIKE '%days ago%' OR `text` LIKE '%stuck%' THEN 1 ELSE 0 END)
    | (CASE WHEN `text` LIKE '%support%' OR `text` LIKE '%customer service%' OR `text` LIKE '%agent%' OR `text` LIKE '%hung up%' OR `text` LIKE '%callback%' OR `text` LIKE '%call back%' OR `text` LIKE '%chat%' OR `text` LIKE '%rude%' OR `text` LIKE '%no answer%' THEN 2 ELSE 0 END)
    | (CASE WHEN `text` LIKE '%broken%' OR `text` LIKE '%stopped working%' OR `text` LIKE '%damaged%' OR `text` LIKE '%defect%' OR `text` LIKE '%faulty%' OR `text` LIKE '%quality%' OR `text` LIKE '%plastic%' OR `text` LIKE '%replacement%' THEN 4 ELSE 0 END);
--> statement-breakpoint
CREATE TRIGGER `complaints_trending_after_insert` AFTER INSERT ON `complaints` BEGIN
  UPDATE `complaints` SET `trending_groups` =
    (CASE WHEN NEW.`text` LIKE '%delay%' OR NEW.`text` LIKE '%late%' OR NEW.`text` LIKE '%waiting%' OR NEW.`text` LIKE '%still no%' OR NEW.`text` LIKE '%on hold%' OR NEW.`text` LIKE '%weeks%' OR NEW.`text` LIKE '%days ago%' OR NEW.`text` LIKE '%stuck%' THEN 1 ELSE 0 END)
    | (CASE WHEN NEW.`text` LIKE '%support%' OR NEW.`text` LIKE '%customer service%' OR NEW.`text` LIKE '%agent%' OR NEW.`text` LIKE '%hung up%' OR NEW.`text` LIKE '%callback%' OR NEW.`text` LIKE '%call back%' OR NEW.`text` LIKE '%chat%' OR NEW.`text` LIKE '%rude%' OR NEW.`text` LIKE '%no answer%' THEN 2 ELSE 0 END)
    | (CASE WHEN NEW.`text` LIKE '%broken%' OR NEW.`text` LIKE '%stopped working%' OR NEW.`text` LIKE '%damaged%' OR NEW.`text` LIKE '%defect%' OR NEW.`text` LIKE '%faulty%' OR NEW.`text` LIKE '%quality%' OR NEW.`text` LIKE '%plastic%' OR NEW.`text` LIKE '%replacement%' THEN 4 ELSE 0 END)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `complaints_trending_after_update` AFTER UPDATE OF `text` ON `complaints` BEGIN
  UPDATE `complaints` SET `trending_groups` =
    (CASE WHEN NEW.`text` LIKE '%delay%' OR NEW.`text` LIKE '%late%' OR NEW.`text` LIKE '%waiting%' OR NEW.`text` LIKE '%still no%' OR NEW.`text` LIKE '%on hold%' OR NEW.`text` LIKE '%weeks%' OR NEW.`text` LIKE '%days ago%' OR NEW.`text` LIKE '%stuck%' THEN 1 ELSE 0 END)
    | (CASE WHEN NEW.`text` LIKE '%support%' OR NEW.`text` LIKE '%customer service%' OR NEW.`text` LIKE '%agent%' OR NEW.`text` LIKE '%hung up%' OR NEW.`text` LIKE '%callback%' OR NEW.`text` LIKE '%call back%' OR NEW.`text` LIKE '%chat%' OR NEW.`text` LIKE '%rude%' OR NEW.`text` LIKE '%no answer%' THEN 2 ELSE 0 END)
    | (CASE WHEN NEW.`text` LIKE '%broken%' OR NEW.`text` LIKE '%stopped working%' OR NEW.`text` LIKE '%damaged%' OR NEW.`text` LIKE '%defect%' OR NEW.`text` LIKE '%faulty%' OR NEW.`text` LIKE '%quality%' OR NEW.`text` LIKE '%plastic%' OR NEW.`text` LIKE '%replacement%' THEN 4 ELSE 0 END)
  WHERE `id` = NEW.`id`;
END;
