/**
 * The three answers (issue 63, decision 044): optional on the plain /create form after the spec's
 * fields (whose checks and texts come first), changeable later by the author with a plain form,
 * and private: the complaint page for others, the public API and file, and deadlines.json for
 * anyone else never carry them. Failed before: there were no such answers.
 */
import { env } from "cloudflare:test";
import { addDays, utcDay } from "@shared/clocks";
import { complaints, reminders } from "@worker/db/schema";
import { fileComplaintFromPlainForm } from "@worker/services/complaints/file-plain";
import { exportUserData } from "@worker/services/users/data-export";
import { storeUpload } from "@worker/storage/complaint-images";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { archiveDb, createComplaint, createUser, db, postbox } from "../factories";
import { images } from "../filing/setup";
import { fetchApp, get, post, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/complaint/route");
}, 60_000);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ plain: "1", ...fields })) data.set(name, value);
  return data;
};

it("the plain form takes the answers after the spec's checks, refuses a bad day, and books the reminders", async () => {
  const user = await createUser();
  const store = (userId: string, file: File) => storeUpload(env.COMPLAINT_IMAGES, userId, file);
  const deps = { postbox, storeUpload: store, images: images(user.id) };
  const domain = `clock-${crypto.randomUUID().slice(0, 8)}.example`;
  const now = Date.now();
  const bought = addDays(utcDay(now), -3);

  // The spec's checks and texts first, whatever the answers say.
  expect(
    await fileComplaintFromPlainForm(
      deps,
      user.id,
      form({ companyDomain: domain, purchaseDate: "2023-02-29", problem: "stolen" }),
      now,
    ),
  ).toMatchObject({ ok: false, problem: { title: "Company name required" } });
  // Then a day that is no day: refused in the form's words, nothing filed.
  const refused = await fileComplaintFromPlainForm(
    deps,
    user.id,
    form({
      companyName: "Clock Co",
      companyDomain: domain,
      text: "It broke.",
      purchaseDate: "2023-02-29",
    }),
    now,
  );
  expect(refused).toMatchObject({
    ok: false,
    problem: {
      description: "Enter the purchase or delivery date as a real day, not in the future.",
      words: { text: "clocks.problem.date" },
    },
  });
  expect(await db.$count(complaints, eq(complaints.userId, user.id))).toBe(0);

  // Empty answers are "not said".
  const plain = await fileComplaintFromPlainForm(
    deps,
    user.id,
    form({ companyName: "Clock Co", companyDomain: domain, text: "It broke once.", problem: "" }),
    now,
  );
  expect(plain).toMatchObject({ ok: true });

  const filed = await fileComplaintFromPlainForm(
    deps,
    user.id,
    form({
      companyName: "Clock Co",
      companyDomain: domain,
      text: "It broke twice.",
      location: "London, United Kingdom",
      problem: "faulty",
      payment: "debit_card",
      purchaseDate: bought,
    }),
    now,
  );
  expect(filed).toMatchObject({ ok: true });
  if (!filed.ok) return;
  const [row] = await db
    .select({
      problem: complaints.problem,
      payment: complaints.payment,
      day: complaints.purchaseDate,
    })
    .from(complaints)
    .where(eq(complaints.id, filed.id));
  expect(row).toEqual({ problem: "faulty", payment: "debit_card", day: bought });
  // Reminders of its clocks were booked at filing (14 days: its 7-day one is 4 days ahead).
  const booked = await db
    .select({ subject: reminders.subjectId })
    .from(reminders)
    .where(eq(reminders.complaintId, filed.id));
  expect(booked.map((r) => r.subject)).toContain(`${filed.id}:uk-cancel:${addDays(bought, 14)}:7`);
});

it("the database refuses what the form would never write", async () => {
  const { id } = await createComplaint();
  for (const set of [{ purchaseDate: "2023-02-29" }, { purchaseDate: "2024-2-1" }]) {
    await expect(db.update(complaints).set(set).where(eq(complaints.id, id))).rejects.toThrow();
  }
  await expect(
    db.run(`update complaints set problem = 'stolen' where id = '${id}'`),
  ).rejects.toThrow();
  await expect(
    db.run(`update complaints set payment = 'crypto' where id = '${id}'`),
  ).rejects.toThrow();
});

it("the author changes the answers with a plain form; nobody else can, or can read them", async () => {
  const { id, userId } = await createComplaint({ text: "The parcel never came from them." });
  await db.update(complaints).set({ country: "Spain" }).where(eq(complaints.id, id));
  const cookie = await sessionCookie(userId);
  const bought = addDays(utcDay(Date.now()), -2);
  const saved = await fetchApp(
    post(
      `/complaint/${id}`,
      {
        form: { intent: "clocks", problem: "faulty", payment: "credit_card", purchaseDate: bought },
      },
      cookie,
    ),
  );
  expect(saved.status).toBe(200);
  const answers = async () =>
    (
      await db
        .select({
          problem: complaints.problem,
          payment: complaints.payment,
          day: complaints.purchaseDate,
        })
        .from(complaints)
        .where(eq(complaints.id, id))
    )[0];
  expect(await answers()).toEqual({ problem: "faulty", payment: "credit_card", day: bought });

  // The author's page lists the deadlines, next first, with what to do and the calendar.
  const mine = JSON.stringify((await fetchApp(get(`/complaint/${id}`, cookie))).body);
  expect(mine).toContain("eu-withdrawal");
  expect(mine).toContain(addDays(bought, 14));
  // Its words too: the clocks' and the letters' keys travel to the author alone.
  expect(mine).toContain("clocks.legend=");
  expect(mine).toMatch(/letters\.[A-Za-z.]+=/);
  const json = await fetchApp(get(`/complaint/${id}/deadlines.json`, cookie));
  expect(json.status).toBe(200);
  const body = json.body as { purchase_date: string; clocks: { rule: string; deadline: string }[] };
  expect(body.purchase_date).toBe(bought);
  expect(body.clocks[0]).toMatchObject({ rule: "eu-withdrawal", deadline: addDays(bought, 14) });
  expect(body.clocks.map((clock) => clock.rule)).toEqual(
    expect.arrayContaining(["es-presumption", "es-guarantee", "card-dispute"]),
  );

  // The author's own data export carries them (their data, decision 044).
  const exported = await exportUserData({ db, archiveDb }, userId, Date.now());
  expect(JSON.stringify(exported)).toContain(
    `"problem":"faulty","payment":"credit_card","purchaseDate":"${bought}"`,
  );

  // Someone else: refused, unchanged; their view of the page, the API, the file: no answers.
  const other = await createUser();
  const otherCookie = await sessionCookie(other.id);
  const refused = await fetchApp(
    post(`/complaint/${id}`, { form: { intent: "clocks", problem: "other" } }, otherCookie),
  );
  expect(refused.status).not.toBe(200);
  expect(await answers()).toEqual({ problem: "faulty", payment: "credit_card", day: bought });
  expect((await fetchApp(get(`/complaint/${id}/deadlines.json`, otherCookie))).status).toBe(404);
  expect((await fetchApp(get(`/complaint/${id}/deadlines.json`))).status).toBe(404);
  for (const [path, who] of [
    [`/complaint/${id}`, otherCookie],
    [`/complaint/${id}`, null],
    [`/api/v1/complaints/${id}`, null],
    [`/complaint/${id}/file.json`, otherCookie],
  ] as const) {
    const seen = JSON.stringify((await fetchApp(get(path, who))).body);
    expect(seen).not.toContain(bought);
    // No answer and no clock as data (the page's words name the choices, not this complaint's).
    expect(seen).not.toMatch(/"(problem|payment|purchaseDate|purchase_date)":/);
    expect(seen).not.toContain('"deadline"');
    // Nor the words of panels only the author sees (page.server.ts, AUTHOR_ONLY_WORDS).
    expect(seen).not.toMatch(/(clocks|letters)\.[A-Za-z.]+=/);
  }
});
