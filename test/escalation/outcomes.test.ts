/**
 * What happened after escalation (issue 65, decision 046): the complainant records it, it counts
 * on the company's page only once verified (by the company's member or a superadmin who checked
 * the evidence) and judged by the refund-counting rules; evidence is private, a PDF kept as sent
 * and served to superadmins only as an attachment under a sandbox policy.
 */
import { env } from "cloudflare:test";
import { escalationOutcomes, refunds } from "@worker/db/schema";
import { companyEscalationOutcomes } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import {
  confirmByMember,
  decideBySuperadmin,
  outcomesToReview,
  recordOutcome,
} from "@worker/services/escalation/outcomes";
import { listNotifications } from "@worker/services/notifications";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { type PackedSingleCard, unpackCard } from "~/lib/card-wire";
import {
  createClaimedCompany,
  createComplaint,
  createUser,
  createUsers,
  db,
  postbox,
} from "../factories";
import { PNG } from "../fixtures/images";
import { superadmin } from "../flags/setup";
import { fetchApp, fetchResponse, fetchWorker, get, post, sessionCookie } from "../harness/app";

const DAY = 86_400_000;
const TODAY = () => new Date().toISOString().slice(0, 10);
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

beforeAll(async () => {
  await import("../../app/routes/complaint.$id.outcome");
}, 60_000);

type Company = Awaited<ReturnType<typeof createClaimedCompany>>;

/** An escalated complaint by an account two days older than it (or a fresh one: `young`). */
async function escalated(company: Company, young = false) {
  const now = Date.now();
  const author = await createUser({ createdAt: new Date(young ? now : now - 2 * DAY) });
  const { id } = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now - DAY / 2),
    status: "escalated",
  });
  const { complaints } = await import("@worker/db/schema");
  await db
    .update(complaints)
    .set({ escalatedAt: new Date(now - DAY / 4) })
    .where(eq(complaints.id, id));
  return { id, authorId: author.id };
}

const outcomeForm = (fields: Record<string, string>, file?: File) => {
  const form = new FormData();
  form.append("intent", "record");
  form.append("occurredOn", TODAY());
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("evidence", file);
  return form;
};

async function record(
  complaint: { id: string; authorId: string },
  outcome: string,
  amount?: { minor: number; currency: string },
  evidence: { key: string; type: "image" | "pdf" } | null = null,
) {
  const result = await recordOutcome(
    postbox,
    complaint.authorId,
    complaint.id,
    {
      outcome: outcome as never,
      amountMinor: amount?.minor ?? null,
      currency: amount?.currency ?? null,
      occurredOn: TODAY(),
    },
    evidence,
    Date.now(),
  );
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

it("a seven-outcome fixture gives the company's table exactly; unverified and rule-failing outcomes show but do not count", async () => {
  const company = await createClaimedCompany();
  const admin = await superadmin();
  const now = Date.now();

  // 1. The venue upheld it with an award of EUR 300: recorded through the page with a PDF,
  //    verified by a superadmin who downloaded it.
  const upheld = await escalated(company);
  const page = await fetchApp(
    post(
      `/complaint/${upheld.id}/outcome`,
      {
        form: outcomeForm(
          { outcome: "venue_upheld", amount: "300", currency: "EUR" },
          new File([PDF], "decision.pdf", { type: "application/pdf" }),
        ),
      },
      await sessionCookie(upheld.authorId),
    ),
  );
  expect(page.status).toBe(302);
  const [first] = await db
    .select()
    .from(escalationOutcomes)
    .where(eq(escalationOutcomes.complaintId, upheld.id));
  expect(first).toMatchObject({ outcome: "venue_upheld", amountMinor: 30000, evidenceType: "pdf" });
  // Kept exactly as sent.
  const stored = await env.COMPLAINT_IMAGES.get(first?.evidenceKey ?? "");
  expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PDF);
  expect((await decideBySuperadmin(db, admin, first?.id ?? "", "verify", now)).ok).toBe(true);

  // 2-5. Confirmed by the company's member: a chargeback, s75, paid after the letter, not upheld.
  const chargeback = await escalated(company);
  const s75 = await escalated(company);
  const letter = await escalated(company);
  const notUpheld = await escalated(company);
  const confirmations = [
    await record(chargeback, "chargeback_won", { minor: 12000, currency: "EUR" }),
    await record(s75, "s75_paid", { minor: 50000, currency: "GBP" }),
    await record(letter, "company_paid", { minor: 8000, currency: "EUR" }),
    await record(notUpheld, "venue_not_upheld"),
  ];
  // The company's member was told in the app, with the way to the outcome page.
  const inbox = await listNotifications(db, company.member.id, null);
  const told = inbox.items.find((item) => item.href === `/complaint/${chargeback.id}/outcome`);
  expect(told?.text).toContain("recorded what happened next: confirm it if it is right");
  // One through the page, without scripts: the member's plain form.
  const confirmed = await fetchApp(
    post(
      `/complaint/${chargeback.id}/outcome`,
      { form: { intent: "confirm", outcomeId: confirmations[0] ?? "" } },
      await sessionCookie(company.member.id),
    ),
  );
  expect(confirmed.status).toBe(302);
  for (const id of confirmations.slice(1)) {
    expect(await confirmByMember(db, company.member.id, id, now)).toMatchObject({
      ok: true,
      counting: "counts",
    });
  }

  // 6. A chargeback nobody verified: shown as reported by the complainant, not counted.
  const unverified = await escalated(company);
  await record(unverified, "chargeback_won", { minor: 99900, currency: "EUR" });
  // 7. An s75 payment from an account younger than a day when it complained: the member
  //    confirms it, the refund-counting rules leave it out.
  const young = await escalated(company, true);
  const youngId = await record(young, "s75_paid", { minor: 20000, currency: "EUR" });
  expect(await confirmByMember(db, company.member.id, youngId, now)).toMatchObject({
    ok: true,
    counting: "young_account",
  });

  // The company's own refund, confirmed and counted (decision 027): the first channel.
  await db.insert(refunds).values({
    complaintId: (await escalated(company)).id,
    companyId: company.id,
    amountMinor: 4000,
    currency: "EUR",
    dueOn: TODAY(),
    status: "received",
    counting: "counts",
  });

  expect(await companyEscalationOutcomes(db, company.id)).toEqual({
    upheld: 4,
    decided: 5,
    notCounted: 2,
    money: [
      { channel: "company_refund", currency: "EUR", amountMinor: 4000 },
      { channel: "after_letter", currency: "EUR", amountMinor: 8000 },
      { channel: "chargeback", currency: "EUR", amountMinor: 12000 },
      { channel: "s75", currency: "GBP", amountMinor: 50000 },
      { channel: "award", currency: "EUR", amountMinor: 30000 },
    ],
  });

  // Both left-out outcomes are on their complaints, saying why; the counted one says it counts.
  const shown = async (id: string) =>
    (await getComplaintPage(db, id, null))?.complaint.escalationOutcome;
  expect(await shown(unverified.id)).toMatchObject({
    outcome: "chargeback_won",
    state: "reported",
  });
  expect(await shown(young.id)).toMatchObject({ outcome: "s75_paid", state: "notCounted" });
  expect(await shown(chargeback.id)).toMatchObject({ state: "counts", amountMinor: 12000 });
  const pageOf = await fetchApp(get(`/complaint/${unverified.id}`));
  // The page's card as the page unpacks it (decision 066).
  const pageCard = unpackCard((pageOf.body as { complaint: PackedSingleCard }).complaint);
  expect(pageCard.escalationOutcome).toMatchObject({ state: "reported" });

  // The API (and the open data, the same shape): the amount only once verified and counted.
  const api = async (id: string) =>
    ((await fetchWorker(get(`/api/v1/complaints/${id}`))).body as { data: Record<string, unknown> })
      .data;
  expect(await api(chargeback.id)).toMatchObject({
    outcome: "chargeback_won",
    outcome_at: TODAY(),
    outcome_amount_minor: 12000,
    outcome_currency: "EUR",
    outcome_verified: true,
  });
  expect(await api(unverified.id)).toMatchObject({
    outcome: "chargeback_won",
    outcome_amount_minor: null,
    outcome_currency: null,
    outcome_verified: false,
  });
  expect(await api(young.id)).toMatchObject({ outcome: "s75_paid", outcome_verified: false });

  // The complainant changes their outcome: the history stays, the new one waits to be verified
  // and the figures lose the old one.
  await record(letter, "nothing_yet");
  const history = await db
    .select()
    .from(escalationOutcomes)
    .where(eq(escalationOutcomes.complaintId, letter.id));
  expect(history).toHaveLength(2);
  expect(history.filter((row) => row.supersededAt === null)).toMatchObject([
    { outcome: "nothing_yet", counting: null },
  ]);
  const after = await companyEscalationOutcomes(db, company.id);
  expect(after).toMatchObject({ upheld: 3, decided: 4, notCounted: 2 });
  expect(after.money.find((row) => row.channel === "after_letter")).toBeUndefined();
});

it("60 fresh accounts reporting chargebacks move no figure, even when a superadmin verifies them", async () => {
  const company = await createClaimedCompany();
  const admin = await superadmin();
  const accounts = await createUsers(60);
  const ids: string[] = [];
  for (const account of accounts) {
    const { id } = await createComplaint({
      userId: account.id,
      companyId: company.id,
      companyName: company.name,
      status: "escalated",
    });
    const { complaints } = await import("@worker/db/schema");
    await db.update(complaints).set({ escalatedAt: new Date() }).where(eq(complaints.id, id));
    ids.push(
      await record(
        { id, authorId: account.id },
        "chargeback_won",
        {
          minor: 150000,
          currency: "USD",
        },
        { key: `evidence/fake-${id}.pdf`, type: "pdf" },
      ),
    );
  }
  expect(await companyEscalationOutcomes(db, company.id)).toEqual({
    upheld: 0,
    decided: 0,
    notCounted: 60,
    money: [],
  });
  // A moderator fooled by one forged PDF still leaves it out: the account was a day old.
  expect(await decideBySuperadmin(db, admin, ids[0] ?? "", "verify", Date.now())).toMatchObject({
    ok: true,
    counting: "young_account",
  });
  // Another complainant cannot verify anything; only the company's member or a superadmin.
  const stranger = await createUser();
  expect(await confirmByMember(db, stranger.id, ids[1] ?? "", Date.now())).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  const figures = await companyEscalationOutcomes(db, company.id);
  expect(figures).toMatchObject({ upheld: 0, decided: 0, money: [] });
});

it("a PDF is checked by its first bytes and its size, and served only to a superadmin as a sandboxed attachment", async () => {
  const company = await createClaimedCompany();
  const complaint = await escalated(company);
  const cookie = await sessionCookie(complaint.authorId);
  const send = (file: File) =>
    fetchApp(
      post(
        `/complaint/${complaint.id}/outcome`,
        { form: outcomeForm({ outcome: "settled" }, file) },
        cookie,
      ),
    );
  const current = () =>
    db
      .select()
      .from(escalationOutcomes)
      .where(
        and(
          eq(escalationOutcomes.complaintId, complaint.id),
          isNull(escalationOutcomes.supersededAt),
        ),
      );
  // HTML named like a PDF is no PDF and no picture.
  const fake = new File(["<html><script>alert(1)</script></html>"], "x.pdf", {
    type: "application/pdf",
  });
  expect((await send(fake)).status).toBe(400);
  // Over 5 MB.
  const big = new Uint8Array(5 * 1024 * 1024 + 1);
  big.set(PDF);
  expect((await send(new File([big], "big.pdf", { type: "application/pdf" }))).status).toBe(413);
  expect(await current()).toEqual([]);

  expect((await send(new File([PDF], "ok.pdf", { type: "application/pdf" }))).status).toBe(302);
  const [row] = await current();
  expect(row?.evidenceKey).toMatch(/^evidence\/.+\.pdf$/);
  const path = `/admin/evidence/${row?.id}`;
  const admin = await superadmin();
  const served = await fetchResponse(get(path, await sessionCookie(admin)));
  expect(served.status).toBe(200);
  expect(served.headers.get("Content-Type")).toBe("application/pdf");
  expect(served.headers.get("Content-Disposition")).toMatch(/^attachment;/);
  expect(served.headers.get("Content-Security-Policy")).toMatch(/^sandbox;/);
  expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  // The superadmin's Refunds tab lists it to check, with the way to its evidence.
  const queue = await fetchApp(get("/admin?tab=refunds", await sessionCookie(admin)));
  expect(JSON.stringify(queue.body)).toContain('"outcomeReviews":[{');
  expect((await outcomesToReview(db, 500)).map((item) => item.id)).toContain(row?.id);
  expect((await fetchApp(get(path, cookie))).status).toBe(403);
  expect((await fetchApp(get(path, await sessionCookie(company.member.id)))).status).toBe(403);
  expect((await fetchApp(get(path))).status).toBe(401);

  // A picture is stripped like every upload and kept private too.
  expect((await send(new File([PNG], "letter.png", { type: "image/png" }))).status).toBe(302);
  const [picture] = await current();
  expect(picture).toMatchObject({ evidenceType: "image" });
});

it("only the author of an escalated or disputed complaint records; others are refused", async () => {
  const company = await createClaimedCompany();
  const open = await createComplaint({ companyId: company.id, companyName: company.name });
  const form = { form: outcomeForm({ outcome: "nothing_yet" }) };
  expect(
    (await fetchApp(post(`/complaint/${open.id}/outcome`, form, await sessionCookie(open.userId))))
      .status,
  ).toBe(409);
  const complaint = await escalated(company);
  expect(
    (
      await fetchApp(
        post(`/complaint/${complaint.id}/outcome`, form, await sessionCookie(company.member.id)),
      )
    ).status,
  ).toBe(403);
  expect(
    (
      await fetchApp(
        post(
          `/complaint/${complaint.id}/outcome`,
          { form: outcomeForm({ outcome: "chargeback_won" }) },
          await sessionCookie(complaint.authorId),
        ),
      )
    ).status,
  ).toBe(400);
  expect(
    await db
      .select()
      .from(escalationOutcomes)
      .where(eq(escalationOutcomes.complaintId, complaint.id)),
  ).toEqual([]);
});
