import { type SQL, sql } from "drizzle-orm";
import { complaints } from "../../db/schema";

/**
 * A complaint is outside every flagged window of its company: no open or upheld window flagged
 * it (flood_window_complaints, docs/decisions/038). A window flags only complaints that are
 * suspect themselves (a young or address-sharing author, a near-identical text), so an honest
 * complaint filed during a flood, or one that young accounts ucked, stays in. One lookup on
 * the complaint's index per complaint. The formula of /methodology#flood-guard, version 2; read
 * by the company page's second set of metrics (./flood-page.ts) and the API's
 * `metrics_without_flagged` (./metrics.ts).
 */
export const outsideFlaggedWindows: SQL = sql`not exists (select 1 from flood_window_complaints fc join flood_windows fw on fw.id = fc.window_id where fc.complaint_id = ${complaints.id} and fw.state in ('open', 'upheld'))`;

/**
 * An open window flagged this complaint as suspect itself (docs/decisions/038): its card and its
 * page say it is in review. The same lookup as above, on open windows only (an upheld window's
 * complaints are decided, not in review).
 */
export const inOpenFloodReview: SQL = sql`exists (select 1 from flood_window_complaints fc join flood_windows fw on fw.id = fc.window_id where fc.complaint_id = ${complaints.id} and fw.state = 'open')`;
