-- "Show my name publicly" per complaint (issue 61, decision 042): off, the public sees the
-- author's initials and a neutral avatar; the company's members, the escalation file, a venue, a
-- letter and the author see the name. The profile keeps the starting position for new complaints
-- ("hide my name on all my complaints"). ADD COLUMN only (never rebuild complaints: its FTS
-- triggers).
ALTER TABLE `complaints` ADD `name_hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `hide_name_by_default` integer DEFAULT false NOT NULL;
