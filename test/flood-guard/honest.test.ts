/**
 * The flood guard judges complaints, not the ucks on them (docs/decisions/038): ten accounts
 * minutes old ucking an honest complaint open a window of young ucks, which the banner names,
 * and which leaves that complaint alone (not flagged, not "in review", its author not told,
 * counted in every figure); a flood of complaints flags only the suspect ones, and an honest
 * complaint filed in its middle stays in the figures. The API names the window and gives the
 * metrics without what it flagged. Before this, the window opened from the day's first event
 * and took the honest complaint with it.
 */
import { notifications, userAddresses } from "@worker/db/schema";
import { runFloodGuard } from "@worker/services/companies/flood-guard";
import type { FloodBannerFigures } from "@worker/services/companies/flood-page";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { beforeAll, expect, it } from "vitest";
import { FloodBanner } from "../../app/routes/company/flood-banner";
import { db } from "../factories";
import { fetchApp, get } from "../harness/app";
import { renderWithWords, wordsOf } from "../i18n/render";
import {
  accounts,
  company,
  companyPage,
  DAY,
  file,
  flaggedIn,
  flooded,
  HOUR,
  loadRoutes,
  MINUTE,
  SCRIPT,
  windowsOf,
} from "./setup";

beforeAll(loadRoutes, 240_000);

const toldAbout = (userId: string) =>
  db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "complaint_in_review")));

/** Ten accounts made `age` before `now` uck the complaint, a minute apart, ending 10 min ago. */
async function youngUcks(complaintId: string, now: number, age = HOUR) {
  const { ucks } = await import("@worker/db/schema");
  const voters = await accounts(10, new Date(now - age));
  const [first, ...rest] = voters.map((userId, i) =>
    db.insert(ucks).values({
      complaintId,
      userId,
      createdAt: new Date(now - 20 * MINUTE + i * MINUTE),
    }),
  );
  if (first) await db.batch([first, ...rest]);
}

it("ten fresh accounts' ucks on an honest complaint leave it out of any window; the banner names the young-uck rule", async () => {
  const now = Date.now();
  const target = await company();
  const [author] = await accounts(1, new Date(now - 200 * DAY));
  // Filed this morning, before the ucks: the day's first event.
  const [honest] = await file(target, [
    { userId: author ?? "", at: now - 50 * MINUTE, answeredAfter: 5 * MINUTE },
  ]);
  await youngUcks(honest ?? "", now);

  await runFloodGuard(db, now);
  const [window, ...others] = await windowsOf(target.id);
  expect(others).toEqual([]);
  expect(window).toMatchObject({ state: "open", rules: "young_ucks", uckCount: 10 });
  // The window begins with the first young uck, not with the complaint they were given to.
  expect(window?.startedAt.getTime()).toBe(now - 20 * MINUTE);
  expect(await flaggedIn(window?.id ?? "")).toEqual([]);
  expect(await toldAbout(author ?? "")).toEqual([]);
  expect((await fetchApp(get(`/complaint/${honest}`))).body).toMatchObject({ inReview: false });

  const page = await companyPage(target.slug);
  expect(page.flood?.banner?.rules).toEqual(["young_ucks"]);
  expect(page.flood?.banner).toMatchObject({ ucks: 10, youngUcks: 10 });
  // Nothing flagged: one set of metrics, the honest complaint in it.
  expect(page.flood?.without).toBeNull();
  expect(page.metrics).toMatchObject({ totalComplaints: 1, responseRate: 100 });

  const api = await fetchApp(get(`/api/v1/companies/${target.slug}`));
  expect(api.body).toMatchObject({
    data: {
      flood_window: {
        started_at: new Date(now - 20 * MINUTE).toISOString(),
        state: "open",
        rules: ["young_ucks"],
      },
      metrics_without_flagged: null,
      metrics: { total_complaints: 1 },
    },
  });

  // The same every three days: the window stays (the ucks keep coming), the complaint out of it.
  for (const later of [3 * DAY, 6 * DAY]) {
    await youngUcks(honest ?? "", now + later);
    await runFloodGuard(db, now + later);
  }
  expect((await windowsOf(target.id)).flatMap((row) => row.rules.split(","))).not.toContain(
    "volume",
  );
  for (const row of await windowsOf(target.id)) expect(await flaggedIn(row.id)).toEqual([]);
  expect(await toldAbout(author ?? "")).toEqual([]);
  expect((await fetchApp(get(`/complaint/${honest}`))).body).toMatchObject({ inReview: false });
});

it("a flood of complaints flags only the suspect ones: an honest complaint in its middle stays in every figure", async () => {
  const now = Date.now();
  const { target, fresh } = await flooded(now);
  // An established person on their own address complains in the middle of the flood.
  const [regular] = await accounts(1, new Date(now - 300 * DAY));
  const [honest] = await file(target, [
    { userId: regular ?? "", at: now - 30 * MINUTE + 30_000, answeredAfter: MINUTE },
  ]);
  // Two established accounts behind one address, and three with the script: flagged each for it.
  const behindOne = await accounts(2, new Date(now - 300 * DAY));
  await db
    .insert(userAddresses)
    .values(
      behindOne.map((userId) => ({ userId, addressHash: "one-exit", lastSeenAt: new Date(now) })),
    );
  const sharing = await file(
    target,
    behindOne.map((userId, i) => ({ userId, at: now - 25 * MINUTE + i * MINUTE })),
  );
  const scripted = await accounts(3, new Date(now - 300 * DAY));
  const copies = await file(
    target,
    scripted.map((userId, i) => ({ userId, at: now - 15 * MINUTE + i * MINUTE, text: SCRIPT })),
  );

  await runFloodGuard(db, now);
  const [window] = await windowsOf(target.id);
  expect(window?.rules.split(",")).toContain("volume");
  const flags = new Map(
    (await flaggedIn(window?.id ?? "")).map((row) => [row.complaintId, row.reasons]),
  );
  expect(flags.size).toBe(30 + 2 + 3);
  expect(flags.has(honest ?? "")).toBe(false);
  for (const id of sharing) expect(flags.get(id)).toBe("shared_address");
  for (const id of copies) expect(flags.get(id)).toBe("near_identical");
  expect(await toldAbout(regular ?? "")).toEqual([]);
  expect((await toldAbout(fresh[0] ?? "")).length).toBe(1);
  expect((await fetchApp(get(`/complaint/${honest}`))).body).toMatchObject({ inReview: false });

  // The four quiet-month complaints and the honest one: 5 without, all answered.
  const page = await companyPage(target.slug);
  expect(page.metrics.totalComplaints).toBe(4 + 30 + 1 + 2 + 3);
  expect(page.flood?.without).toMatchObject({ totalComplaints: 5, responseRate: 100 });
  const api = await fetchApp(get(`/api/v1/companies/${target.slug}`));
  expect(api.body).toMatchObject({
    data: {
      flood_window: { state: "open" },
      metrics: { total_complaints: 40 },
      metrics_without_flagged: { total_complaints: 5, response_rate: 100 },
    },
  });
});

const FIGURES: FloodBannerFigures = {
  rules: [],
  complaints: 30,
  median: 1.5,
  ucks: 12,
  youngUcks: 10,
  accounts: 4,
};

/** The banner of a window whose rules are `rules`, as a reader of `locale` reads it. */
const banner = async (rules: FloodBannerFigures["rules"], locale: "en" | "tr" | "es" = "en") =>
  wordsOf(
    await renderWithWords(createElement(FloodBanner, { banner: { ...FIGURES, rules } }), {
      locale,
      section: "company",
    }),
  );

it("the banner names the rule that held, with its own figures, in English, Turkish and Spanish", async () => {
  const volume = await banner(["volume"]);
  expect(volume).toContain("30 complaints in 24 hours (usually 1.5 a day).");
  expect(volume).not.toContain("ucks");
  const young = await banner(["young_ucks"]);
  expect(young).toContain("10 of the 12 ucks in 24 hours came from accounts under a day old");
  expect(young).toContain("No complaint is flagged for the ucks it was given.");
  expect(young).not.toContain("complaints in 24 hours");
  const identical = await banner(["near_identical"]);
  expect(identical).toContain("Near-identical complaints from 4 accounts under a week old");
  expect(identical).not.toContain("ucks in 24 hours");
  const both = await banner(["volume", "young_ucks"]);
  expect(both).toContain("30 complaints in 24 hours");
  expect(both).toContain("10 of the 12 ucks");
  for (const text of [volume, young, identical])
    expect(text).toContain("Nothing has been deleted; every complaint stays public.");

  expect(await banner(["volume"], "tr")).toContain("24 saatte 30 şikâyet (olağan günde 1,5).");
  expect(await banner(["young_ucks"], "tr")).toContain("24 saatteki 12 uck'ın 10 tanesi");
  expect(await banner(["near_identical"], "tr")).toContain("4 hesaptan");
  expect(await banner(["volume"], "es")).toContain(
    "30 quejas en 24 horas (lo habitual son 1,5 al día).",
  );
  expect(await banner(["young_ucks"], "es")).toContain("10 de los 12 ucks de 24 horas");
  expect(await banner(["near_identical"], "es")).toContain("Quejas casi idénticas de 4 cuentas");
});
