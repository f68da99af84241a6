import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { floodWindows } from "../../db/schema";
import type { AdminOutcome } from "../admin/outcome";

/**
 * A superadmin's review of the flood guard's windows (docs/decisions/031): the list
 * on the admin page and the decision to clear or uphold one. The windows themselves are opened
 * by the hourly job in ./flood-guard.ts.
 */

/** A window on the admin page. */
export type FloodWindowForReview = {
  id: string;
  companyName: string;
  companySlug: string;
  state: "open" | "cleared" | "upheld";
  startedAt: number;
  endedAt: number;
  rules: string[];
  complaintCount: number;
  medianDaily: number;
  uckCount: number;
  youngUckCount: number;
  nearIdenticalAccounts: number;
};

/** Open windows first (oldest first: the longest waiting), then the 20 latest decided. */
export async function listFloodWindows(db: Database): Promise<FloodWindowForReview[]> {
  const rows = await db.all<{
    id: string;
    company_name: string;
    company_slug: string;
    state: "open" | "cleared" | "upheld";
    started_at: number;
    ended_at: number;
    rules: string;
    complaint_count: number;
    median_daily: number;
    uck_count: number;
    young_uck_count: number;
    near_identical_accounts: number;
  }>(sql`
    select * from (
      select w.*, c.name as company_name, c.slug as company_slug
      from flood_windows w join companies c on c.id = w.company_id
      where w.state = 'open' order by w.started_at limit 50
    )
    union all
    select * from (
      select w.*, c.name as company_name, c.slug as company_slug
      from flood_windows w join companies c on c.id = w.company_id
      where w.state <> 'open' order by w.decided_at desc limit 20
    )`);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    companySlug: row.company_slug,
    state: row.state,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    rules: row.rules.split(",").filter(Boolean),
    complaintCount: row.complaint_count,
    medianDaily: row.median_daily,
    uckCount: row.uck_count,
    youngUckCount: row.young_uck_count,
    nearIdenticalAccounts: row.near_identical_accounts,
  }));
}

export const FloodDecisionSchema = z.object({
  windowId: z.string().trim().min(1).max(64),
  decision: z.enum(["clear", "uphold"]),
});

/**
 * A superadmin clears an open window (its complaints count in every metric again, the banner
 * goes) or upholds it (the banner goes; the window stays shaded and out of the metrics without
 * flagged windows). One conditional update: decided once even when two click at once.
 */
export async function decideFloodWindow(
  db: Database,
  actorId: string,
  input: z.infer<typeof FloodDecisionSchema>,
  now: number,
): Promise<AdminOutcome> {
  const taken = await db
    .update(floodWindows)
    .set({
      state: input.decision === "clear" ? "cleared" : "upheld",
      decidedAt: new Date(now),
      decidedBy: actorId,
    })
    .where(and(eq(floodWindows.id, input.windowId), eq(floodWindows.state, "open")))
    .returning({ id: floodWindows.id });
  if (taken.length === 0) {
    return {
      ok: false,
      code: "conflict",
      message: "This window has already been decided.",
      words: { text: "answer.floodDecided" },
    };
  }
  return {
    ok: true,
    message:
      input.decision === "clear"
        ? "Window cleared: its complaints count in every metric again"
        : "Window upheld: its complaints stay out of the metrics without flagged windows",
  };
}
