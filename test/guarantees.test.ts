/**
 * UCK's promises to complainants (/guarantees, issue 37, decision 033), each checked through the
 * real routes, D1 and mail: no company action hides a complaint; a moderator's removal leaves a
 * public stub with its reason and the state of the author's one appeal; an author's deletion and
 * an erased account leave nothing; an offer asking for the complaint's deletion is refused; the
 * complainant hears of each company action by mail and in the app, and can post updates.
 * shared/content/guarantees.ts names these tests by name: rename one there too.
 */
import { env } from "cloudflare:test";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import {
  companyResponses,
  complaintRemovals,
  complaints,
  emailOutbox,
  notifications,
  refunds,
  userRoles,
  users,
} from "@worker/db/schema";
import { getRemoval } from "@worker/services/complaints/detail";
import { eraseUser } from "@worker/services/users/erasure";
import { eq } from "drizzle-orm";
import { type ComponentType, createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, expect, it } from "vitest";
import * as complaintRoute from "~/routes/complaint.$id";
import { createClaimedCompany, createComplaint, createUser, db } from "./factories";
import { fetchApp, get, post, sessionCookie } from "./harness/app";

beforeAll(async () => {
  await import("../app/routes/company.$slug");
  await import("../app/routes/complaint-actions");
  await import("../app/routes/admin");
}, 60_000);

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ORIGIN = "http://localhost";

async function person(options: { createdAt?: Date; role?: "superadmin" } = {}) {
  const user = await createUser(options.createdAt ? { createdAt: options.createdAt } : {});
  if (options.role) {
    await db
      .insert(userRoles)
      .values({ id: crypto.randomUUID(), userId: user.id, role: options.role });
  }
  return { id: user.id, cookie: await sessionCookie(user.id) };
}

/** A claimed company, its member, a complainant older than a day, and their complaint. */
async function filed() {
  const company = await createClaimedCompany();
  const member = { id: company.member.id, cookie: await sessionCookie(company.member.id) };
  const author = await person({ createdAt: new Date(Date.now() - 2 * DAY) });
  const { id } = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    text: "The airline lost my bag and never answered my claim for a month.",
  });
  return { company, member, author, id };
}

const companyForm = (slug: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/company/${slug}`, { form }, cookie));
const cardAction = (id: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/complaint/${id}/actions`, { form }, cookie));
const complaintForm = (id: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/complaint/${id}`, { form }, cookie));
const admin = (form: Record<string, string>, cookie: string) =>
  fetchApp(post("/admin", { form }, cookie));

/** Public: its page answers 200 with it, and the public API serves it. */
async function expectPublic(id: string, step: string) {
  const page = await fetchApp(get(`/complaint/${id}`));
  expect(page.status, step).toBe(200);
  expect(JSON.stringify(page.body), step).toContain(id);
  const api = await fetchApp(get(`/api/v1/complaints/${id}`));
  expect(api.status, `${step}: API`).toBe(200);
}

/** A moderator removes a reported complaint from the queue, with a reason. */
async function removeByModerator(id: string, reason: string) {
  const moderator = await person({ role: "superadmin" });
  const reporter = await person();
  expect(
    (await cardAction(id, { intent: "report", reason: "It is not true." }, reporter.cookie)).status,
  ).toBe(200);
  const removed = await admin(
    { intent: "decide-report", complaintId: id, outcome: "removed", reason },
    moderator.cookie,
  );
  expect(removed.status).toBe(200);
  return moderator;
}

function Root() {
  return createElement(Outlet);
}

/** Renders the complaint page's component for `viewer`, as the server would, to HTML. */
async function renderComplaintPage(id: string, viewer: SessionUser | null) {
  const context = { db, user: viewer, config: parseConfig(env), clientIp: null };
  let loaded: unknown;
  try {
    const result = (await complaintRoute.loader({
      request: new Request(`${ORIGIN}/complaint/${id}`),
      params: { id },
      context,
    } as never)) as { type?: string; data?: unknown };
    loaded = result?.type === "DataWithResponseInit" ? result.data : result;
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, html: "" };
  }
  const rootData = {
    user: viewer && {
      id: viewer.id,
      name: viewer.profile?.fullName ?? viewer.email,
      username: viewer.profile?.username ?? null,
      avatarUrl: null,
      role: viewer.role,
    },
    publicConfig: { logoUrlTemplate: "", publicHost: ORIGIN, publicShortHost: ORIGIN },
    unreadNotifications: 0,
    flash: null,
    nonce: "",
    sidebarOpen: true,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: Root,
      children: [
        {
          id: "page",
          path: "complaint/:id",
          loader: () => loaded,
          Component: complaintRoute.default as ComponentType,
        },
      ],
    },
  ]);
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: [`/complaint/${id}`],
      hydrationData: { loaderData: { root: rootData, page: loaded } },
    }),
  );
  await stream.allReady;
  // React separates adjacent text with comments; the words are read without them.
  const html = (await new Response(stream).text()).replace(/<!-- -->/g, "");
  return { status: 200, html };
}

it("a company's report, response, refund offer and Mark Resolved leave the complaint public", async () => {
  const { company, member, author, id } = await filed();
  await expectPublic(id, "filed");

  const reported = await cardAction(
    id,
    { intent: "report", reason: "This is not true." },
    member.cookie,
  );
  expect(reported.status).toBe(200);
  await expectPublic(id, "after the company's member reported it");

  const answered = await companyForm(
    company.slug,
    {
      intent: "respond",
      complaintId: id,
      text: "We found your bag and are sending it with a refund.",
      offerReimbursement: "on",
      reimbursement: "The delivery fee back",
      refundAmount: "40",
      refundCurrency: "EUR",
      refundDue: day(Date.now()),
    },
    member.cookie,
  );
  expect(answered.status).toBe(200);
  await expectPublic(id, "after the response with a refund");

  expect(
    (await cardAction(id, { intent: "refund", answer: "not_received" }, author.cookie)).status,
  ).toBe(200);
  const offered = await companyForm(
    company.slug,
    {
      intent: "refund-offer",
      complaintId: id,
      refundAmount: "45",
      refundCurrency: "EUR",
      refundDue: day(Date.now() + 3 * DAY),
    },
    member.cookie,
  );
  expect(offered.status).toBe(200);
  await expectPublic(id, "after a new refund offer");

  const resolved = await companyForm(
    company.slug,
    { intent: "resolve", complaintId: id },
    member.cookie,
  );
  expect(resolved.status).toBe(200);
  await expectPublic(id, "after Mark Resolved");
  const [row] = await db
    .select({ status: complaints.status })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(row?.status).toBe("resolved");
});

it("a moderator's removal leaves a public stub with the reason and the state of the appeal", async () => {
  const { author, id } = await filed();
  await removeByModerator(id, "It names a private person.");

  // Gone (410), with a stub anyone can read: the date, the reason, the appeal's state.
  const answer = await fetchApp(get(`/complaint/${id}`));
  expect(answer.status).toBe(410);
  expect(answer.body).toMatchObject({
    removal: { reason: "It names a private person.", appealState: null, canAppeal: false },
  });
  const seen = await renderComplaintPage(id, null);
  expect(seen.html).toMatch(
    /This complaint was removed by a moderator on [^<]+\. Reason: It names a private person\./,
  );
  expect(seen.html).toContain("The author has not appealed.");
  expect(seen.html).not.toContain("Appeal this removal");

  // Only its author is offered the appeal form.
  const authorView = await renderComplaintPage(id, await loadSessionUser(db, author.id));
  expect(authorView.html).toContain("Appeal this removal");
  const stranger = await person();
  const strangerView = await renderComplaintPage(id, await loadSessionUser(db, stranger.id));
  expect(strangerView.html).not.toContain("Appeal this removal");

  // The removal from the complaint's menu leaves a stub too, saying no reason was written.
  const other = await filed();
  const superadmin = await person({ role: "superadmin" });
  expect((await cardAction(other.id, { intent: "admin-delete" }, superadmin.cookie)).status).toBe(
    200,
  );
  const menu = await fetchApp(get(`/complaint/${other.id}`));
  expect(menu.status).toBe(410);
  expect(JSON.stringify(menu.body)).toContain("No reason was written");

  // A removal without a reason is refused: the stub would have nothing to say.
  const third = await filed();
  const moderator = await person({ role: "superadmin" });
  await cardAction(third.id, { intent: "report", reason: "Spam." }, stranger.cookie);
  const bare = await admin(
    { intent: "decide-report", complaintId: third.id, outcome: "removed", reason: "  " },
    moderator.cookie,
  );
  expect(bare.status).toBe(400);
  await expectPublic(third.id, "a removal without a reason");
});

it("the author appeals once: a second appeal is refused; upheld, the complaint is public again", async () => {
  const { author, id } = await filed();
  const moderator = await removeByModerator(id, "It looked like spam.");

  // Nobody but the author appeals.
  const stranger = await person();
  const notYours = await complaintForm(
    id,
    { intent: "appeal", appeal: "Restore it." },
    stranger.cookie,
  );
  expect(notYours.status).toBe(404);
  const empty = await complaintForm(id, { intent: "appeal", appeal: " " }, author.cookie);
  expect(empty.status).toBe(400);

  const first = await complaintForm(
    id,
    { intent: "appeal", appeal: "It is my real experience with the airline." },
    author.cookie,
  );
  expect(first.status).toBe(200);
  const second = await complaintForm(
    id,
    { intent: "appeal", appeal: "Please, again." },
    author.cookie,
  );
  expect(second.status).toBe(409);
  const [stored] = await db
    .select({ text: complaintRemovals.appealText, state: complaintRemovals.appealState })
    .from(complaintRemovals)
    .where(eq(complaintRemovals.complaintId, id));
  expect(stored).toEqual({ text: "It is my real experience with the airline.", state: "pending" });
  const pending = await renderComplaintPage(id, null);
  expect(pending.html).toContain("Appeal pending");

  // The superadmin restores it: public again at its address, with the same text.
  const restored = await admin(
    {
      intent: "decide-appeal",
      complaintId: id,
      decision: "upheld",
      note: "It keeps to the rules.",
    },
    moderator.cookie,
  );
  expect(restored.status).toBe(200);
  await expectPublic(id, "restored");
  const [back] = await db
    .select({ text: complaints.text })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(back?.text).toBe("The airline lost my bag and never answered my claim for a month.");
  const page = await renderComplaintPage(id, null);
  expect(page.html).toContain(
    "Its author appealed and it was restored. Appeal upheld: It keeps to the rules.",
  );
  // Decided once: a second decision changes nothing.
  const again = await admin(
    { intent: "decide-appeal", complaintId: id, decision: "rejected" },
    moderator.cookie,
  );
  expect(again.status).toBe(409);
  await expectPublic(id, "after a second decision");

  // A rejected appeal keeps the stub and says so; the copy of the complaint is not kept.
  const other = await filed();
  await removeByModerator(other.id, "Threatens a named employee.");
  await complaintForm(
    other.id,
    { intent: "appeal", appeal: "I only named the shop." },
    other.author.cookie,
  );
  const rejected = await admin(
    {
      intent: "decide-appeal",
      complaintId: other.id,
      decision: "rejected",
      note: "The threat is in the second line.",
    },
    moderator.cookie,
  );
  expect(rejected.status).toBe(200);
  const stub = await renderComplaintPage(other.id, null);
  expect(stub.html).toContain("Appeal rejected: The threat is in the second line.");
  const [kept] = await db
    .select({ snapshot: complaintRemovals.snapshot })
    .from(complaintRemovals)
    .where(eq(complaintRemovals.complaintId, other.id));
  expect(kept?.snapshot).toBeNull();
  expect(
    (await complaintForm(other.id, { intent: "appeal", appeal: "Once more." }, other.author.cookie))
      .status,
  ).toBe(409);
});

it("an author's deletion and an erased account leave nothing at the address", async () => {
  // Deleted by its author: not found, no stub.
  const deleted = await filed();
  expect((await cardAction(deleted.id, { intent: "delete" }, deleted.author.cookie)).status).toBe(
    200,
  );
  const gone = await fetchApp(get(`/complaint/${deleted.id}`));
  expect(gone.status).toBe(404);
  expect(JSON.stringify(gone.body)).not.toContain("removed");

  // Removed, restored on appeal, then deleted by its author: nothing either.
  const restored = await filed();
  const moderator = await removeByModerator(restored.id, "Looked like spam.");
  await complaintForm(
    restored.id,
    { intent: "appeal", appeal: "It is real." },
    restored.author.cookie,
  );
  await admin(
    { intent: "decide-appeal", complaintId: restored.id, decision: "upheld" },
    moderator.cookie,
  );
  await expectPublic(restored.id, "restored");
  expect((await cardAction(restored.id, { intent: "delete" }, restored.author.cookie)).status).toBe(
    200,
  );
  expect((await fetchApp(get(`/complaint/${restored.id}`))).status).toBe(404);
  expect(await getRemoval(db, restored.id)).toBeNull();

  // Removed by a moderator, then the author erases their account: the stub goes with it.
  const removed = await filed();
  await removeByModerator(removed.id, "It names a private person.");
  await complaintForm(
    removed.id,
    { intent: "appeal", appeal: "Please restore it." },
    removed.author.cookie,
  );
  expect((await fetchApp(get(`/complaint/${removed.id}`))).status).toBe(410);
  const deps = {
    db,
    avatars: env.AVATARS,
    backgrounds: env.BACKGROUNDS,
    complaintImages: env.COMPLAINT_IMAGES,
  };
  expect(await eraseUser(deps, removed.author.id, { complaints: "anonymise" }, Date.now())).toBe(
    true,
  );
  const erased = await fetchApp(get(`/complaint/${removed.id}`));
  expect(erased.status).toBe(404);
  expect(JSON.stringify(erased.body)).not.toContain("private person");
  expect(
    await db
      .select()
      .from(complaintRemovals)
      .where(eq(complaintRemovals.authorId, removed.author.id)),
  ).toEqual([]);
  const [user] = await db
    .select({ erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, removed.author.id));
  expect(user?.erasedAt).not.toBeNull();
});

it("a response or refund offer asking to delete the complaint is refused and nothing is written", async () => {
  const { company, member, author, id } = await filed();
  const asks = [
    {
      text: "We will refund you in full.",
      reimbursement: "Full refund once you delete your complaint",
    },
    { text: "We refund you if you withdraw the complaint.", reimbursement: "" },
    { text: "Reembolso completo.", reimbursement: "Le devolvemos el dinero si elimina su queja" },
    { text: "Şikayetinizi silmeniz halinde iade yapılacaktır.", reimbursement: "" },
  ];
  for (const ask of asks) {
    const refused = await companyForm(
      company.slug,
      {
        intent: "respond",
        complaintId: id,
        offerReimbursement: "on",
        refundAmount: "40",
        refundCurrency: "EUR",
        refundDue: day(Date.now()),
        ...ask,
      },
      member.cookie,
    );
    expect(refused.status, ask.text).toBe(400);
    expect(JSON.stringify(refused.body), ask.text).toContain(
      "may not ask the complainant to delete, remove or withdraw their complaint",
    );
  }
  // Nothing was written: no response, no refund, no notification, and the complaint is unchanged.
  expect(
    await db.select().from(companyResponses).where(eq(companyResponses.complaintId, id)),
  ).toEqual([]);
  expect(await db.select().from(refunds).where(eq(refunds.complaintId, id))).toEqual([]);
  expect(await db.select().from(notifications).where(eq(notifications.userId, author.id))).toEqual(
    [],
  );
  const [row] = await db
    .select({ hasResponse: complaints.hasResponse, status: complaints.status })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(row).toEqual({ hasResponse: false, status: "open" });

  // A near miss is sent: removing a charge is not a request to remove the complaint.
  const sent = await companyForm(
    company.slug,
    {
      intent: "respond",
      complaintId: id,
      text: "We removed the charge and deleted the duplicate payment.",
      offerReimbursement: "on",
      reimbursement: "The fee has been removed",
    },
    member.cookie,
  );
  expect(sent.status).toBe(200);
  await expectPublic(id, "after the near miss");
});

it("the complainant hears of each company action by mail and in the app", async () => {
  const { company, member, author, id } = await filed();
  await companyForm(
    company.slug,
    {
      intent: "respond",
      complaintId: id,
      text: "We are sending the bag today.",
      offerReimbursement: "on",
      reimbursement: "Delivery fee back",
      refundAmount: "40",
      refundCurrency: "EUR",
      refundDue: day(Date.now()),
    },
    member.cookie,
  );
  await cardAction(id, { intent: "refund", answer: "not_received" }, author.cookie);
  const due = day(Date.now() + 3 * DAY);
  expect(
    (
      await companyForm(
        company.slug,
        {
          intent: "refund-offer",
          complaintId: id,
          refundAmount: "45",
          refundCurrency: "EUR",
          refundDue: due,
        },
        member.cookie,
      )
    ).status,
  ).toBe(200);
  expect(
    (await companyForm(company.slug, { intent: "resolve", complaintId: id }, member.cookie)).status,
  ).toBe(200);

  const inApp = await db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, author.id))
    .orderBy(notifications.createdAt);
  expect(inApp.map((n) => n.type)).toEqual([
    "company_responded",
    "refund_offered",
    "complaint_resolved",
  ]);

  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, author.id));
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ""))
    .orderBy(emailOutbox.createdAt);
  expect(mails.map((m) => [m.kind, m.subject])).toEqual([
    ["company_responded", `${company.name} responded to your complaint`],
    ["refund_offered", `${company.name} offered you a new refund`],
    ["complaint_resolved", `${company.name} marked your complaint as resolved`],
  ]);
  const offerMail = mails[1];
  expect(offerMail?.textBody).toContain(`${company.name} offers €45.00`);
  expect(offerMail?.textBody).toContain(`${ORIGIN}/complaint/${id}`);
  expect(offerMail?.headers?.["List-Unsubscribe"]).toContain("k=refund_offered");
});

it("the complainant's own comments show as updates from the complainant", async () => {
  const { author, id } = await filed();
  const reader = await person();
  expect(
    (
      await complaintForm(
        id,
        { intent: "comment", text: "Update: the bag came back torn." },
        author.cookie,
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await complaintForm(
        id,
        { intent: "comment", text: "Same thing happened to me." },
        reader.cookie,
      )
    ).status,
  ).toBe(200);

  const { html } = await renderComplaintPage(id, null);
  expect(html.match(/Update from the complainant/g)).toHaveLength(1);
  const update = html.indexOf("Update from the complainant");
  expect(html.indexOf("Update: the bag came back torn.")).toBeGreaterThan(update);
  expect(html.indexOf("Same thing happened to me.")).toBeGreaterThan(
    html.indexOf("Update: the bag came back torn."),
  );
  // The complainant is told where their updates go.
  const own = await renderComplaintPage(id, await loadSessionUser(db, author.id));
  expect(own.html).toContain("what you write here shows as an update from the complainant");
  expect((await renderComplaintPage(id, await loadSessionUser(db, reader.id))).html).not.toContain(
    "what you write here shows as an update",
  );
});
