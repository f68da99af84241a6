import { env } from "cloudflare:test";
import {
  companyMembers,
  emailOutbox,
  extortionAnswers,
  extortionFindings,
  extortionReports,
  notifications,
  users,
} from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { companyFlags } from "@worker/services/flags/company-flags";
import { decideExtortionReport, listExtortionQueue } from "@worker/services/flags/extortion";
import {
  decideExtortionAppeal,
  listExtortionAppeals,
} from "@worker/services/flags/extortion-answers";
import { listNotifications } from "@worker/services/notifications";
import { workerWords } from "@worker/words";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { type PackedSingleCard, unpackCard } from "~/lib/card-wire";
import { createClaimedCompany, createComplaint, createUser, db, postbox } from "../factories";
import { PNG } from "../fixtures/images";
import { fetchApp, fetchWorker, get, post, sessionCookie } from "../harness/app";
import { DEMAND, reportForm, superadmin } from "./setup";

/**
 * The accused's side (decision 039): the author answers once before the decision and appeals a
 * finding once after, with text and an optional private picture; the superadmin reads both
 * sides; an overturned appeal removes the finding from every surface. Reports are limited per
 * member as well as per company (shared set-up: setup.ts).
 */

const ANSWER = "I never asked them for money. I only want the refund they promised me.";
const APPEAL = "Here is the whole thread: they offered me a refund, I never asked for payment.";

async function sideForm(complaintId: string, userId: string, text: string, image?: File) {
  const form: Record<string, string | Blob> = { text };
  if (image) form.image = image;
  return fetchApp(
    post(`/complaint/${complaintId}/answer-extortion`, { form }, await sessionCookie(userId)),
  );
}

async function reportOf(complaintId: string) {
  const [report] = await db
    .select({ id: extortionReports.id })
    .from(extortionReports)
    .where(eq(extortionReports.complaintId, complaintId));
  return report?.id ?? "";
}

const stages = (complaintId: string) =>
  db.select().from(extortionAnswers).where(eq(extortionAnswers.complaintId, complaintId));

it("the author answers once before the decision, with a private picture; the superadmin reads both sides", async () => {
  const company = await createClaimedCompany();
  const author = await createUser();
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
  });
  const cookie = await sessionCookie(author.id);
  // Nothing to answer before a report.
  const early = await fetchApp(get(`/complaint/${complaint.id}/answer-extortion`, cookie));
  expect(early.status).toBe(200);
  expect(JSON.stringify(early.body)).not.toContain("extortion-side-form");
  expect((await sideForm(complaint.id, author.id, ANSWER)).status).toBe(409);
  expect(await stages(complaint.id)).toEqual([]);

  // The author reads Turkish: the mail that tells them at once is in Turkish.
  await db.update(users).set({ language: "tr" }).where(eq(users.id, author.id));
  expect((await reportForm(complaint.id, company.member.id, DEMAND)).status).toBe(302);
  const [account] = await db.select().from(users).where(eq(users.id, author.id));
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, account?.email ?? ""));
  expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
    ["extortion_reported", `${company.name} hakkındaki şikâyetiniz UCK moderatörlerine bildirildi`],
  ]);
  expect(mails[0]?.textBody).toContain(`/complaint/${complaint.id}/answer-extortion`);
  // The page shows the author what was reported, and the form.
  const page = await fetchApp(get(`/complaint/${complaint.id}/answer-extortion`, cookie));
  expect(page.status).toBe(200);
  expect(JSON.stringify(page.body)).toContain(DEMAND);
  // Only the author: the member, a stranger and nobody are refused, nothing written.
  const stranger = await createUser();
  expect((await sideForm(complaint.id, company.member.id, ANSWER)).status).toBe(403);
  expect((await sideForm(complaint.id, stranger.id, ANSWER)).status).toBe(403);
  expect(
    (
      await fetchApp(
        post(`/complaint/${complaint.id}/answer-extortion`, { form: { text: ANSWER } }),
      )
    ).status,
  ).toBe(401);
  const short = await sideForm(complaint.id, author.id, "no");
  expect(short.status).toBe(400);
  expect(JSON.stringify(short.body)).toContain("at least 10 characters");
  expect(await stages(complaint.id)).toEqual([]);

  const sent = await sideForm(
    complaint.id,
    author.id,
    ANSWER,
    new File([PNG], "thread.png", { type: "image/png" }),
  );
  expect(sent.status).toBe(302);
  const [answer] = await stages(complaint.id);
  expect(answer).toMatchObject({ stage: "answer", text: ANSWER, state: null, authorId: author.id });
  // The picture is kept like a report's: under evidence/, read only through the superadmin's route.
  expect(answer?.attachmentKey).toMatch(/^evidence\//);
  expect(await env.COMPLAINT_IMAGES.head(answer?.attachmentKey ?? "")).not.toBeNull();
  const admin = await superadmin();
  const picture = `/admin/evidence/${answer?.id}`;
  expect((await fetchApp(get(picture, await sessionCookie(admin)))).status).toBe(200);
  expect((await fetchApp(get(picture, cookie))).status).toBe(403);
  expect((await fetchApp(get(picture))).status).toBe(401);
  const publicPath = `/images/complaint-images/${encodeURIComponent(answer?.attachmentKey ?? "")}`;
  expect((await fetchWorker(get(publicPath))).status).toBe(404);

  // Once.
  expect((await sideForm(complaint.id, author.id, `${ANSWER} Again.`)).status).toBe(409);
  expect(await stages(complaint.id)).toHaveLength(1);

  // The moderation queue shows both sides.
  const item = (await listExtortionQueue(db, 500)).find((i) => i.complaintId === complaint.id);
  expect(item).toMatchObject({
    demand: DEMAND,
    answer: { id: answer?.id, text: ANSWER, hasAttachment: true },
  });
  const queue = await fetchApp(get("/admin?tab=moderation", await sessionCookie(admin)));
  expect(JSON.stringify(queue.body)).toContain(ANSWER);
});

it("a finding is appealed once; overturned, it leaves the card, the figures and the flags, and the author is told", async () => {
  const company = await createClaimedCompany();
  const author = await createUser();
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
    hasResponse: true,
  });
  await createComplaint({ companyId: company.id, companyName: company.name });
  expect((await reportForm(complaint.id, company.member.id, DEMAND)).status).toBe(302);
  expect((await sideForm(complaint.id, author.id, ANSWER)).status).toBe(302);
  const before = await companyMetrics(db, company.id, Date.now());
  const admin = await superadmin();
  await decideExtortionReport(
    postbox,
    admin,
    { reportId: await reportOf(complaint.id), outcome: "upheld" },
    Date.now(),
  );
  expect((await getComplaintPage(db, complaint.id, null))?.complaint.foundDemandingPayment).toBe(
    true,
  );
  expect((await companyMetrics(db, company.id, Date.now())).totalComplaints).toBe(1);

  // The appeal, once, with both sides for the superadmin.
  expect((await sideForm(complaint.id, author.id, APPEAL)).status).toBe(302);
  expect((await sideForm(complaint.id, author.id, `${APPEAL} Again.`)).status).toBe(409);
  const [appeal] = (await stages(complaint.id)).filter((row) => row.stage === "appeal");
  expect(appeal).toMatchObject({ text: APPEAL, state: "pending" });
  const listed = (await listExtortionAppeals(db, 500)).find((i) => i.complaintId === complaint.id);
  expect(listed).toMatchObject({ demand: DEMAND, answer: ANSWER, text: APPEAL, basis: "reported" });
  const tab = await fetchApp(get("/admin?tab=moderation", await sessionCookie(admin)));
  expect(JSON.stringify(tab.body)).toContain(APPEAL);

  // Overturned through the admin form (no script needed): the finding is gone everywhere.
  const decided = await fetchApp(
    post(
      "/admin",
      {
        form: {
          intent: "decide-extortion-appeal",
          appealId: appeal?.id ?? "",
          outcome: "overturned",
          note: "The thread shows a refund offer, not a demand.",
        },
      },
      await sessionCookie(admin),
    ),
  );
  expect(decided.status).toBeLessThan(400);
  expect(
    await db
      .select()
      .from(extortionFindings)
      .where(eq(extortionFindings.complaintId, complaint.id)),
  ).toEqual([]);
  expect((await getComplaintPage(db, complaint.id, null))?.complaint.foundDemandingPayment).toBe(
    false,
  );
  expect(await companyMetrics(db, company.id, Date.now())).toEqual(before);
  expect(await companyFlags(db, company.id)).toMatchObject({ memberReportsUpheld: 0, leftOut: 0 });
  // The page's own card, as the page unpacks it (decision 066).
  const page = await fetchApp(get(`/complaint/${complaint.id}`));
  const shown = unpackCard((page.body as { complaint: PackedSingleCard }).complaint);
  expect(shown.foundDemandingPayment).toBe(false);
  // Decided once; the author is told, in their language.
  expect(
    await decideExtortionAppeal(
      db,
      admin,
      { appealId: appeal?.id ?? "", outcome: "kept" },
      Date.now(),
    ),
  ).toMatchObject({ ok: false, code: "conflict" });
  const inbox = await listNotifications(db, author.id, null, workerWords("es"));
  expect(inbox.items.map((i) => i.type)).toContain("extortion_appeal_decided");
  expect(inbox.items.find((i) => i.type === "extortion_appeal_decided")?.text).toContain(
    "Se aceptó tu apelación",
  );
  // Nothing more to send.
  expect((await sideForm(complaint.id, author.id, APPEAL)).status).toBe(409);
});

it("a kept appeal leaves the finding", async () => {
  const company = await createClaimedCompany();
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  expect((await reportForm(complaint.id, company.member.id, DEMAND)).status).toBe(302);
  const admin = await superadmin();
  await decideExtortionReport(
    postbox,
    admin,
    { reportId: await reportOf(complaint.id), outcome: "upheld" },
    Date.now(),
  );
  expect((await sideForm(complaint.id, complaint.userId, APPEAL)).status).toBe(302);
  const [appeal] = await stages(complaint.id);
  expect(
    await decideExtortionAppeal(
      db,
      admin,
      { appealId: appeal?.id ?? "", outcome: "kept" },
      Date.now(),
    ),
  ).toMatchObject({ ok: true });
  expect((await getComplaintPage(db, complaint.id, null))?.complaint.foundDemandingPayment).toBe(
    true,
  );
  expect((await stages(complaint.id))[0]).toMatchObject({ state: "kept", decidedBy: admin });
  const told = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, complaint.userId),
        eq(notifications.type, "extortion_appeal_decided"),
      ),
    );
  expect(told).toHaveLength(1);
});

it("one member cannot use up the company's reports: three a day each, the others keep theirs", async () => {
  const company = await createClaimedCompany();
  const complaints = await Promise.all(
    Array.from({ length: 5 }, () =>
      createComplaint({ companyId: company.id, companyName: company.name }),
    ),
  );
  const [a, b, c, d, e] = complaints.map((complaint) => complaint.id);
  for (const id of [a, b, c])
    expect((await reportForm(id ?? "", company.member.id, DEMAND)).status).toBe(302);
  const fourth = await reportForm(d ?? "", company.member.id, DEMAND);
  expect(fourth.status).toBe(429);
  expect(
    await db
      .select()
      .from(extortionReports)
      .where(eq(extortionReports.complaintId, d ?? "")),
  ).toEqual([]);
  // Another member of the same company still may.
  const colleague = await createUser();
  await db.insert(companyMembers).values({
    companyId: company.id,
    userId: colleague.id,
  });
  expect((await reportForm(e ?? "", colleague.id, DEMAND)).status).toBe(302);
});
