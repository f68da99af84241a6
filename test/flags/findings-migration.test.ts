import { env } from "cloudflare:test";
import { extortionReports } from "@worker/db/schema";
import { expect, it } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";

/**
 * Migration 0027 (decision 039) moves each account-wide finding onto the complaint that was
 * reported: a row per complaint with an upheld report (its earliest), none for the account's
 * other complaints. The files share one database, so the migration's own SELECT is run here on
 * reports as they stood, rather than the migration again.
 */
const MIGRATION = Object.values(
  import.meta.glob<string>("../../migrations/0027_*.sql", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
)[0];

/** The SELECT that fills the new table, as the migration writes it. */
function migratedSelect() {
  const insert = MIGRATION?.split("--> statement-breakpoint").find((statement) =>
    statement.includes("INSERT INTO `__new_extortion_findings`"),
  );
  const select = insert?.slice(insert.indexOf("SELECT"));
  if (!select) throw new Error("migration 0027 has no INSERT … SELECT for the findings");
  return select.trim().replace(/;$/, "");
}

it("each upheld report's own complaint gets the finding; the author's other complaints none", async () => {
  const company = await createClaimedCompany();
  const colleague = await createUser();
  const author = await createUser();
  const mine = () =>
    createComplaint({ companyId: company.id, companyName: company.name, userId: author.id });
  const [reported, unreported, rejected] = [await mine(), await mine(), await mine()];
  const report = (
    id: string,
    complaintId: string,
    reporterId: string,
    status: string,
    at: number,
  ) =>
    db.insert(extortionReports).values({
      id,
      complaintId,
      companyId: company.id,
      accountId: author.id,
      reporterId,
      demand: "Pay 500 dollars and I delete it.",
      status: status as "upheld",
      reviewedAt: new Date(at),
    });
  // Two members' reports upheld on one complaint: the earliest decision is kept.
  await report("r-late", reported.id, colleague.id, "upheld", 2000);
  await report("r-early", reported.id, company.member.id, "upheld", 1000);
  await report("r-rejected", rejected.id, company.member.id, "rejected", 1500);
  const { results } = await env.DB.prepare(migratedSelect()).all<Record<string, unknown>>();
  const mineOnly = results.filter((row) =>
    [reported.id, unreported.id, rejected.id].includes(String(row.complaint_id)),
  );
  expect(mineOnly).toEqual([
    expect.objectContaining({ complaint_id: reported.id, id: "r-early", "'reported'": "reported" }),
  ]);
});
