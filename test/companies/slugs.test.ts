/**
 * Slugs keep the name (docs/decisions/018): accented Latin letters become their base letters,
 * other scripts keep their letters, no slug is empty, and every slug made under the first rule
 * that lost letters is renamed once by the cron with its old address answering 301.
 */
import { companyPath } from "@shared/company-path";
import { companySlug } from "@shared/slug";
import { companies, companySlugAliases } from "@worker/db/schema";
import { renamedSlug, renameFirstRuleSlugs } from "@worker/jobs/company-slugs";
import { createCompanyFromSlug } from "@worker/services/companies/page";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createComplaint, createUser, db } from "../factories";
import { fetchResponse, get } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/company/route");
}, 60_000);

it("accented letters are letters: the issue's three names and ß", () => {
  expect(companySlug("Société Générale")).toBe("societe-generale");
  expect(companySlug("Ağrı")).toBe("agri");
  expect(companySlug("Łódź")).toBe("lodz");
  expect(companySlug("Straße Ørsted Æon")).toBe("strasse-orsted-aeon");
  // The spec's own examples keep their slugs.
  expect(companySlug("AT&T")).toBe("att");
  expect(companySlug("Delta Air Lines")).toBe("delta-air-lines");
});

it("a name with no Latin form keeps its own letters, URL-encoded in links; none is empty", () => {
  expect(companySlug("华为技术")).toBe("华为技术");
  expect(companySlug("トヨタ 自動車")).toBe("トヨタ-自動車");
  expect(companySlug("Сбербанк России")).toBe("сбербанк-россии");
  expect(companySlug("टाटा मोटर्स")).toBe("टाटा-मोटर्स");
  expect(companyPath("华为技术")).toBe("/company/%E5%8D%8E%E4%B8%BA%E6%8A%80%E6%9C%AF");
  expect(companySlug("!!!")).toBe("company");
  expect(companySlug("★", "acme")).toBe("acme");
});

it("a company with a Chinese name has its page at its Chinese slug", async () => {
  const id = crypto.randomUUID();
  await db.insert(companies).values({ id, name: "华为技术", slug: companySlug("华为技术") });
  await createComplaint({ companyId: id, companyName: "华为技术" });
  const page = await fetchResponse(get(companyPath("华为技术")));
  expect(page.status).toBe(200);
  // A signed-in visit to a new Chinese slug creates that page too (it is a slug the rule makes).
  const user = await createUser();
  expect(await createCompanyFromSlug(db, user.id, "小米科技", Date.now())).toEqual({ ok: true });
  expect(await createCompanyFromSlug(db, user.id, "Not A Slug", Date.now())).toMatchObject({
    ok: false,
    reason: "invalid",
  });
});

it("only slugs the first rule made from the name and that lost letters are renamed", () => {
  expect(renamedSlug("Société Générale", "socit-gnrale")).toBe("societe-generale");
  expect(renamedSlug("Société Générale", "socit-gnrale-3")).toBe("societe-generale");
  // Taken from the domain (the first rule left nothing of the name): it was never wrong.
  expect(renamedSlug("华为技术", "huawei")).toBeNull();
  // ASCII names never changed; a slug from a URL is its own.
  expect(renamedSlug("Delta Air Lines", "delta-air-lines")).toBeNull();
  expect(renamedSlug("Café Nero", "nero-coffee")).toBeNull();
});

/** A redirect's target as path and query. */
function locationOf(response: Response) {
  const url = new URL(response.headers.get("Location") ?? "", "http://localhost");
  return url.pathname + url.search;
}

async function firstRuleCompany(name: string, slug: string) {
  const id = crypto.randomUUID();
  await db.insert(companies).values({ id, name, slug, slugRule: 1 });
  await createComplaint({ companyId: id, companyName: name });
  return id;
}

it("the cron renames first-rule slugs once, and every old address answers 301", async () => {
  const sg = await firstRuleCompany("Société Générale", "socit-gnrale");
  const agri = await firstRuleCompany("Ağrı", "ar");
  const lodz = await firstRuleCompany("Łódź", "d");
  const huawei = await firstRuleCompany("华为技术", "huawei");
  const now = new Date();
  expect(await renameFirstRuleSlugs(db, now)).toBe(3);
  // Idempotent: a second run finds nothing left under the first rule.
  expect(await renameFirstRuleSlugs(db, now)).toBe(0);

  const slugOf = async (id: string) =>
    (await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, id)))[0]
      ?.slug;
  expect(await slugOf(sg)).toBe("societe-generale");
  expect(await slugOf(agri)).toBe("agri");
  expect(await slugOf(lodz)).toBe("lodz");
  expect(await slugOf(huawei)).toBe("huawei");
  const aliases = await db.select().from(companySlugAliases);
  expect(aliases.map((a) => a.slug).sort()).toEqual(["ar", "d", "socit-gnrale"]);

  for (const [old, now] of [
    ["socit-gnrale", "societe-generale"],
    ["ar", "agri"],
    ["d", "lodz"],
  ] as const) {
    const moved = [
      [`/company/${old}?tab=complaints`, `/company/${now}?tab=complaints`],
      [`/company/${old}/feed.atom`, `/company/${now}/feed.atom`],
      [`/company/${old}/badge.svg`, `/company/${now}/badge.svg`],
      [`/cards/company/${old}.png?v=1`, `/cards/company/${now}.png?v=1`],
      [`/api/v1/companies/${old}`, `/api/v1/companies/${now}`],
    ];
    for (const [from, to] of moved) {
      const response = await fetchResponse(get(from ?? ""));
      expect(response.status, from).toBe(301);
      expect(locationOf(response), from).toBe(to);
    }
    expect((await fetchResponse(get(`/company/${now}`))).status).toBe(200);
  }
  // A slug that was never anyone's is still a 404.
  expect((await fetchResponse(get("/company/never-anyone"))).status).toBe(404);
  expect((await fetchResponse(get("/api/v1/companies/never-anyone"))).status).toBe(404);
});

it("a former slug is not given to a new company", async () => {
  await firstRuleCompany("Café Zürich", "caf-zrich");
  await renameFirstRuleSlugs(db, new Date());
  const user = await createUser();
  expect(await createCompanyFromSlug(db, user.id, "caf-zrich", Date.now())).toMatchObject({
    ok: false,
  });
  const response = await fetchResponse(get("/company/caf-zrich"));
  expect(response.status).toBe(301);
  expect(locationOf(response)).toBe("/company/cafe-zurich");
});
