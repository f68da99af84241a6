/**
 * "Show my name publicly" (issue 61, decision 042): chosen when filing (the plain form and the
 * scripted one), switched on the complaint and for all one's complaints, back and forth; only the
 * author may switch it; new complaints start where the person's choice for all stands.
 */

import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { companies, complaints, profiles } from "@worker/db/schema";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db, postbox } from "../factories";
import { fetchApp, post, signedInUser } from "../harness/app";

const hiddenOf = async (id: string) =>
  (await db.select({ h: complaints.nameHidden }).from(complaints).where(eq(complaints.id, id)))[0]
    ?.h;

async function fileVia(cookie: string, fields: Record<string, string>) {
  const company = await createCompany();
  const [row] = await db
    .select({ domain: companies.domain })
    .from(companies)
    .where(eq(companies.id, company.id));
  const text = `Filed ${crypto.randomUUID()}: the parcel never came and nobody answered.`;
  const answer = await fetchApp(
    post(
      "/create",
      {
        form: {
          plain: "1",
          companyName: company.name,
          companyDomain: row?.domain ?? "",
          text,
          ...fields,
        },
      },
      cookie,
    ),
  );
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(302);
  const [filed] = await db
    .select({ id: complaints.id, hidden: complaints.nameHidden })
    .from(complaints)
    .where(eq(complaints.text, text));
  return filed;
}

it("the plain form files with the name hidden (box unticked) or shown (ticked); without the box the person's default decides", async () => {
  const { id, cookie } = await signedInUser({ name: "Ayla Demirkaya" });
  expect((await fileVia(cookie, { nameChoice: "1" }))?.hidden).toBe(true);
  expect((await fileVia(cookie, { nameChoice: "1", showName: "on" }))?.hidden).toBe(false);
  expect((await fileVia(cookie, {}))?.hidden).toBe(false);
  await db.update(profiles).set({ hideNameByDefault: true }).where(eq(profiles.id, id));
  expect((await fileVia(cookie, {}))?.hidden).toBe(true);
});

it("the author switches it on the complaint page back and forth; nobody else can", async () => {
  const { id: authorId, cookie } = await signedInUser();
  const { id } = await createComplaint({ userId: authorId });
  const other = await signedInUser();
  const choose = (show: "0" | "1", who = cookie) =>
    fetchApp(post(`/complaint/${id}`, { form: { intent: "name-choice", show } }, who));
  expect((await choose("0")).status).toBe(200);
  expect(await hiddenOf(id)).toBe(true);
  expect((await choose("1")).status).toBe(200);
  expect(await hiddenOf(id)).toBe(false);
  expect((await choose("0")).status).toBe(200);
  expect(await hiddenOf(id)).toBe(true);
  const refused = await choose("1", other.cookie);
  expect(refused.status).toBe(404);
  expect(await hiddenOf(id)).toBe(true);
});

it("the profile's switch applies to all of the person's complaints and to new ones", async () => {
  const { id: userId, cookie } = await signedInUser();
  const first = await createComplaint({ userId });
  const second = await createComplaint({ userId });
  const someoneElses = await createComplaint();
  const all = (show: "0" | "1") =>
    fetchApp(post("/profile", { form: { intent: "name-all", show } }, cookie));
  expect((await all("0")).status).toBeLessThan(400);
  expect([await hiddenOf(first.id), await hiddenOf(second.id)]).toEqual([true, true]);
  expect(await hiddenOf(someoneElses.id)).toBe(false);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  expect(profile?.hideNameByDefault).toBe(true);
  expect((await all("1")).status).toBeLessThan(400);
  expect([await hiddenOf(first.id), await hiddenOf(second.id)]).toEqual([false, false]);
});

it("a hidden author cannot be blocked from their complaint (the blocked list would name them)", async () => {
  const author = await createUser();
  const { id } = await createComplaint({ userId: author.id });
  await db.update(complaints).set({ nameHidden: true }).where(eq(complaints.id, id));
  const viewer = await createUser();
  const actor = (await loadSessionUser(db, viewer.id)) as SessionUser;
  const outcome = await performCardAction(
    postbox,
    actor,
    id,
    { intent: "mute-author" },
    Date.now(),
  );
  expect(outcome).toMatchObject({ ok: false, code: "invalid" });
});
