import { type SQL, sql } from "drizzle-orm";
import { complaints } from "../../db/schema";

/**
 * Whether a complaint's author is an account a moderator found demanding payment to remove a
 * complaint (an upheld extortion report, decision 032): one primary-key lookup per complaint
 * (extortion_findings.user_id). Its complaints stay readable and labelled; the company figures
 * leave them out with `countedInFigures`, and the company page says how many it left out.
 */
export const byFoundAccount: SQL = sql`exists (select 1 from extortion_findings ef where ef.user_id = ${complaints.userId})`;

/** The predicate every company figure adds to its complaints (figures.ts, the badge, the API). */
export const countedInFigures: SQL = sql`not ${byFoundAccount}`;
