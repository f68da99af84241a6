import { authorClocks } from "@worker/services/complaints/clocks";
import type { Route } from "./+types/complaint.$id.deadlines-json";

/**
 * GET /complaint/{id}/deadlines.json: the author's three answers and statutory clocks, for a
 * program of theirs (decision 044). Signed-in author only (the session cookie, like file.json's
 * author copy); anyone else gets 404. Not in the public API under /api/v1: that one has no
 * session by design, and the answers are private. Never cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const now = Date.now();
  const clocks = await authorClocks(context.db, params.id, context.user?.id ?? null, now);
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "private, no-store",
    Vary: "Cookie",
  };
  if (!clocks) {
    return new Response(JSON.stringify({ error: "No such complaint of yours." }), {
      status: 404,
      headers,
    });
  }
  const body = {
    complaint_id: clocks.complaintId,
    problem: clocks.answers.problem,
    payment: clocks.answers.payment,
    purchase_date: clocks.answers.purchaseDate,
    calendar: `${context.config.publicHost}/complaint/${clocks.complaintId}/deadlines.ics`,
    note: "General information, not legal advice. Each deadline is the last day to act, counted from the date given; check its source.",
    clocks: clocks.clocks.map((clock) => ({
      rule: clock.id,
      law: clock.law,
      starts: clock.start,
      deadline: clock.deadline,
      passed: clock.passed,
      source: clock.source,
      checked: clock.checked,
      verified: clock.verified,
    })),
  };
  return new Response(JSON.stringify(body, null, 2), { headers });
}
