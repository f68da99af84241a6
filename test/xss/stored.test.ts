import { env } from "cloudflare:test";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { userRoles } from "@worker/db/schema";
import { expect, it } from "vitest";
import * as adminRoute from "~/routes/admin/route";
import * as companyRoute from "~/routes/company/route";
import * as complaintRoute from "~/routes/complaint/route";
import * as homeRoute from "~/routes/home";
import * as notificationsRoute from "~/routes/notifications/route";
import * as searchRoute from "~/routes/search/route";
import * as profileRoute from "~/routes/u.$username";
import { createUser, db } from "../factories";
import {
  corpusModule,
  escaped,
  expectInert,
  HUB,
  ids,
  JSON_LD_PAYLOAD,
  ofType,
  PAYLOADS,
  renderRoute,
} from "./setup";

/**
 * Stored XSS (setup.ts): the whole payload corpus written to D1 comes back in every
 * page that shows it (companies, profiles, the complaint page, the feed, search, notifications,
 * the admin tabs) only as text.
 */

/**
 * Writes the corpus once for this file: per payload a person, a company, a complaint with a
 * response, a report, a help message, a claim and a notification to a superadmin viewer, and
 * one comment each on the hub complaint (the JSON-LD breakout).
 */
let viewer: Promise<SessionUser | null> | undefined;
function seeded() {
  viewer ??= (async () => {
    const { id } = await createUser({ name: "Vera Viewer" });
    await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
    const statements = corpusModule.corpusSql("render", id, HUB).split("\n");
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
    return loadSessionUser(db, id);
  })();
  return viewer;
}

it("every company page and public profile shows its payload only as text", async () => {
  await seeded();
  for (const [i, p] of PAYLOADS.entries()) {
    const [slug, username] = [ids.companySlug(i), ids.username(i)];
    const company = await renderRoute(companyRoute, "company/:slug", `/company/${slug}`, { slug });
    const companyLd = await expectInert(company, `/company/${slug}`);
    expect(company, slug).toContain(`${escaped(p)}<!-- --> </h1>`.replace("<!-- --> ", ""));
    expect(ofType(companyLd, "Organization")?.name, slug).toBe(p);

    const person = await renderRoute(profileRoute, "u/:username", `/u/${username}`, { username });
    const personLd = await expectInert(person, `/u/${username}`);
    expect(person, username).toContain(`<title>${escaped(`${p} (@${username})`)} · UCK</title>`);
    expect(person, username).toContain(`<!-- --> · ${escaped(p)}<!-- -->`);
    expect(ofType(personLd, "ProfilePage")?.mainEntity, username).toMatchObject({ name: p });
  }
});

it("the complaint page keeps its comments, response and JSON-LD as text", async () => {
  await seeded();
  const hub = ids.complaint(HUB);
  const html = await renderRoute(complaintRoute, "complaint/:id", `/complaint/${hub}`, { id: hub });
  const ldJson = await expectInert(html, "complaint page");
  for (const p of PAYLOADS) expect(html, p).toContain(`${escaped(p)}</p>`);
  const review = ofType(ldJson, "Review");
  expect(review?.reviewBody).toBe(`${JSON_LD_PAYLOAD} ${ids.token}`);
  expect(review?.itemReviewed).toMatchObject({ name: JSON_LD_PAYLOAD });
  // The closing tag and the comment opener are \u escapes inside the ld+json block.
  expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ewindow.__xss=1");
});

it("the feed, search, notifications and every admin tab show the payloads only as text", async () => {
  const viewer = await seeded();
  const feed = await renderRoute(homeRoute, "", "/", {});
  await expectInert(feed, "feed");
  for (const p of PAYLOADS.slice(0, 10)) expect(feed, p).toContain(escaped(p));

  const search = await renderRoute(searchRoute, "search", `/search?q=${ids.token}`, {});
  await expectInert(search, "search");
  expect(search).toContain(
    `<mark class="rounded-sm bg-amber-200 px-0.5 text-neutral-900">${ids.token}`,
  );

  const bell = await renderRoute(notificationsRoute, "notifications", "/notifications", {}, viewer);
  await expectInert(bell, "notifications");
  for (const p of PAYLOADS.slice(0, 20))
    expect(bell, p).toContain(escaped(`${p} commented on your complaint about ${p}`));

  for (const tab of ["users", "moderation", "claims", "messages"]) {
    const url = `/admin?tab=${tab}`;
    const html = await renderRoute(adminRoute, "admin", url, {}, viewer);
    await expectInert(html, url);
    const shown = tab === "users" ? PAYLOADS.slice(0, 20) : PAYLOADS;
    for (const p of shown) expect(html, `${tab}: ${p}`).toContain(escaped(p));
  }
});
