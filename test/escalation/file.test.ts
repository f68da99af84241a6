/**
 * Escalation that does something (issue 34): the complainant's file validates against its schema,
 * its timeline is the database's events in order, its evidence hashes are of the bytes served,
 * the public copy carries no address and the author's has theirs; a venue that takes mail gets
 * the file when the complainant asked for it; and only then does any word say "the authorities".
 */

import { parseConfig } from "@worker/config";
import { companies, complaints, emailOutbox, users } from "@worker/db/schema";
import { runJob } from "@worker/jobs";
import { JOBS } from "@worker/jobs/registry";
import { EscalationFile } from "@worker/services/escalation/file-schema";
import { listNotifications } from "@worker/services/notifications";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { type PackedSingleCard, unpackCard } from "~/lib/card-wire";
import { createCompany, createUser, db } from "../factories";
import { PNG } from "../fixtures/images";
import { envWith, fetchApp, fetchResponse, get, post, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/create/route");
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/complaint.$id.file");
  await import("../../app/routes/complaint.$id.file-json");
}, 60_000);

const VENUE_INBOX = "complaints@venue.example";
const venueEnv = envWith({
  VENUE_MAILBOXES: JSON.stringify({ "national:United States": VENUE_INBOX }),
});
const HOUR = 3_600_000;
const SPEC_WORDS = "escalated to the authorities because of no response within 48 hours";

async function fileOne(company: { name: string; slug: string; domain: string }, send: boolean) {
  const author = await createUser();
  const cookie = await sessionCookie(author.id);
  const form = new FormData();
  form.set("image", new File([PNG], "photo.png", { type: "image/png" }));
  const uploaded = await fetchApp(post("/create/image", { form }, cookie), { env: venueEnv });
  expect(uploaded.status).toBe(200);
  const answer = await fetchApp(
    post(
      "/create",
      {
        form: {
          companyName: company.name,
          companySlug: company.slug,
          companyDomain: company.domain,
          text: "I paid for a sofa in March and it never came. Write to me at me@private.example.",
          location: "Chicago, IL, USA",
          imageKey: (uploaded.body as { key: string }).key,
          resolutionSought: "A full refund of the sofa",
          disputeAmount: "1,240.50",
          disputeCurrency: "USD",
          ...(send ? { sendToVenue: "on" } : {}),
        },
      },
      cookie,
    ),
    { env: venueEnv },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  const [row] = await db.select().from(complaints).where(eq(complaints.userId, author.id));
  const [account] = await db.select().from(users).where(eq(users.id, author.id));
  if (!row || !account) throw new Error("not filed");
  return { row, cookie, email: account.email, userId: author.id };
}

async function escalateAt(now: number) {
  const job = JOBS.find((entry) => entry.name === "escalation");
  if (!job) throw new Error("no escalation job");
  const report = await runJob(job, {
    db,
    env: venueEnv as unknown as Env,
    config: parseConfig(venueEnv),
    now: new Date(now),
  });
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

async function companyNamed(name: string) {
  const domain = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}.example`;
  const made = await createCompany({ name: `${name} ${domain.slice(-16, -8)}`, domain });
  const [row] = await db.select().from(companies).where(eq(companies.id, made.id));
  return { name: made.name, slug: row?.slug ?? "", domain };
}

const fileJson = async (id: string, cookie?: string) => {
  const answer = await fetchApp(get(`/complaint/${id}/file.json`, cookie), { env: venueEnv });
  expect(answer.status).toBe(200);
  return EscalationFile.parse(answer.body);
};

it("an escalated complaint's file: valid, in the database's order, evidence hashed as served, the address only in the author's copy", async () => {
  const company = await companyNamed("Sofas");
  const sent = await fileOne(company, true);
  const kept = await fileOne(company, false);
  await escalateAt(sent.row.createdAt.getTime() + 49 * HOUR);

  const [after] = await db.select().from(complaints).where(eq(complaints.id, sent.row.id));
  const [quiet] = await db.select().from(complaints).where(eq(complaints.id, kept.row.id));
  expect(after?.status).toBe("escalated");
  expect(after?.authorityVenue).toBe("national:United States");
  expect(after?.authoritySentAt).not.toBeNull();
  expect(quiet?.status).toBe("escalated");
  expect(quiet?.authoritySentAt).toBeNull();

  // The venue's mail: the author's copy of the file, the complainant as Reply-To.
  const venueMails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, VENUE_INBOX));
  const ours = venueMails.filter((mail) =>
    mail.textBody.includes(`/complaint/${sent.row.id}/file`),
  );
  expect(ours).toHaveLength(1);
  expect(ours[0]?.headers?.["Reply-To"]).toBe(sent.email);
  // What the complainant wrote is defanged in both parts: no mail client links it.
  for (const body of [ours[0]?.textBody ?? "", ours[0]?.htmlBody ?? ""]) {
    expect(body).toContain("me@private[.]example");
    expect(body).not.toContain("me@private.example");
  }
  expect(venueMails.some((mail) => mail.textBody.includes(kept.row.id))).toBe(false);

  const publicCopy = await fileJson(sent.row.id);
  const authorCopy = await fileJson(sent.row.id, sent.cookie);
  expect(publicCopy.complainant.email).toBeUndefined();
  expect(JSON.stringify(publicCopy)).not.toContain(sent.email);
  expect(JSON.stringify(publicCopy)).not.toContain("me@private.example");
  expect(authorCopy.complainant.email).toBe(sent.email);
  expect(authorCopy.complaint.text).toContain("me@private.example");
  expect(publicCopy.complaint.amount_in_dispute).toEqual({ amount: "1240.50", currency: "USD" });
  expect(publicCopy.complaint.resolution_sought).toBe("A full refund of the sofa");
  expect(publicCopy.venues.map((venue) => venue.id)).toEqual(["national:United States"]);

  // The timeline is the database's events, oldest first.
  const expected = (
    [
      ["filed", after?.createdAt],
      ["sent_to_company", after?.sentToCompanyAt],
      // Never reached (no address known here): the escalation says so (issue 59).
      [after?.sentToCompanyAt ? "escalated" : "company_not_reached", after?.escalatedAt],
      ["sent_to_venue", after?.authoritySentAt],
    ] as const
  )
    .filter(([, at]) => at)
    .map(([kind, at]) => [kind, (at as Date).toISOString()]);
  expect(expected.map(([kind]) => kind)).toContain("sent_to_venue");
  // Each mail that carried it is listed too (issue 59), before it was sent to the company.
  const attempts = publicCopy.timeline.filter((event) => event.kind === "contact_attempt");
  if (after?.sentToCompanyVia && after.sentToCompanyVia !== "members") {
    expect(attempts.length).toBeGreaterThan(0);
  }
  expect(
    publicCopy.timeline
      .filter((event) => event.kind !== "contact_attempt")
      .map((event) => [event.kind, event.at]),
  ).toEqual(expected);

  // Each hash is of the bytes served at its URL (the original, not a resized copy).
  expect(publicCopy.evidence).toHaveLength(1);
  for (const item of publicCopy.evidence) {
    expect(item.url).not.toContain("?w=");
    const served = await fetchResponse(get(new URL(item.url).pathname), { env: venueEnv });
    const digest = await crypto.subtle.digest("SHA-256", await served.arrayBuffer());
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(hex).toBe(item.sha256);
  }

  // The printable copy's data (its words are checked in the browser: e2e/complaints/escalation.spec.ts).
  const page = await fetchApp(get(`/complaint/${sent.row.id}/file`, sent.cookie), {
    env: venueEnv,
  });
  expect(page.status).toBe(200);
  expect(JSON.stringify(page.body)).toContain(sent.email);
  expect(JSON.stringify(page.body)).toContain("A full refund of the sofa");
});

it("only a recorded send to a venue says 'the authorities': notice, notification and mail", async () => {
  const company = await companyNamed("Lamps");
  const sent = await fileOne(company, true);
  const kept = await fileOne(company, false);
  await escalateAt(sent.row.createdAt.getTime() + 49 * HOUR);

  for (const [who, told] of [
    [sent, true],
    [kept, false],
  ] as const) {
    // The page's notice reads this (its words: e2e/complaints/escalation.spec.ts).
    const page = await fetchApp(get(`/complaint/${who.row.id}`), { env: venueEnv });
    // The page's card as the page unpacks it (decision 066).
    const shown = unpackCard((page.body as { complaint: PackedSingleCard }).complaint);
    expect(shown.authoritySentAt !== null).toBe(told);

    const { items } = await listNotifications(db, who.userId, null);
    const escalated = items.find((item) => item.type === "complaint_escalated");
    expect(escalated?.text.includes(SPEC_WORDS)).toBe(told);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, who.email));
    const mail = mails.find((m) => m.kind === "complaint_escalated");
    expect(mail, JSON.stringify(mails.map((m) => m.kind))).toBeDefined();
    expect(mail?.textBody.includes(SPEC_WORDS)).toBe(told);
    if (!told) expect(mail?.textBody).toContain("Nothing has been sent to any authority");
  }
});
