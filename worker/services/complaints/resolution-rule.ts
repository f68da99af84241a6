import type { RefundStatus } from "@shared/refunds";
import { sql } from "drizzle-orm";
import { complaints } from "../../db/schema";

/**
 * One rule for both sides (decisions 024 and 040): a complaint is not resolved while its refund
 * has not arrived. The company may not claim it resolved while the customer says the refund did
 * not arrive; the complainant's Yes needs the refund confirmed, in the same answer when it is
 * still pending ("Did you receive {amount}?"). The pages read `refundHoldsFor`, the writes
 * `refundHolds`, so the button and the statement cannot disagree.
 */
const HOLDING: Record<"company" | "complainant", readonly RefundStatus[]> = {
  company: ["not_received"],
  complainant: ["pending", "not_received"],
};

export const refundHoldsFor = (who: "company" | "complainant", status: RefundStatus | null) =>
  status !== null && HOLDING[who].includes(status);

/** The same rule inside a statement on `complaints`: `holds`, and `not` for a write's where. */
export function refundHolds(who: "company" | "complainant") {
  const statuses = sql.join(
    HOLDING[who].map((status) => sql`${status}`),
    sql`, `,
  );
  const holds = sql`exists (select 1 from refunds f where f.complaint_id = ${complaints.id} and f.status in (${statuses}))`;
  return { holds, not: sql`not ${holds}` };
}
