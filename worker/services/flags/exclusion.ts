import { type SQL, sql } from "drizzle-orm";
import { complaints } from "../../db/schema";

/**
 * Whether a moderator found this complaint was used to demand payment for its removal (an upheld
 * extortion report on it, or the same demand recorded on it by the moderator who upheld one;
 * decision 039): one primary-key lookup per complaint (extortion_findings.complaint_id). The
 * finding is about the complaint, never the account: the same author's other complaints, about
 * this company or any other, are labelled and left out only where a moderator recorded the same
 * demand on each. Found complaints stay readable and labelled; company figures leave them out
 * with `countedInFigures`, and the company page says how many it left out.
 */
export const foundDemandingPayment: SQL = sql`exists (select 1 from extortion_findings ef where ef.complaint_id = ${complaints.id})`;

/** The predicate every company figure adds to its complaints (figures.ts, the badge, the API). */
export const countedInFigures: SQL = sql`not ${foundDemandingPayment}`;
