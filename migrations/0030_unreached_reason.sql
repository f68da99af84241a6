-- Why a complaint that escalated had never reached its company (issue 59, decision 026): the
-- reason the reach status gave at the moment of escalation (shared/company-reach.ts's
-- UnsentReason), kept so every surface, a card in a list included, says "{company} could not be
-- reached ({reason})" without recomputing it. Null when the company was told, or for escalations
-- before this column (those surfaces compute it as before). ADD COLUMN only (complaints has FTS
-- triggers).
ALTER TABLE `complaints` ADD `unreached_reason` text CHECK (`unreached_reason` IN ('sending', 'waiting', 'no_address', 'no_domain', 'no_mail_exchanger', 'stopped', 'no_link_key', 'too_old', 'account_cap'));
