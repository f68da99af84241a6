/**
 * Atom feeds (RFC 4287) of the newest complaints: the whole site, one company, one category,
 * newest first, at most 50. Each document is parsed as XML and checked for the elements Atom
 * requires (test/atom-feeds/setup.ts).
 */
import { companySlug } from "@shared/slug";
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { fetchResponse, get } from "../harness/app";
import { readFeed } from "./setup";

it("the site's feed lists the newest complaints first, each linking to its page, as text", async () => {
  const company = await createCompany({
    name: `Feedable Air & Sea ${crypto.randomUUID().slice(0, 4)}`,
  });
  const older = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(Date.now() + 60_000),
    text: "The <b>lounge</b> & the gate were both closed; nobody said why.",
  });
  const newer = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(Date.now() + 120_000),
  });
  const { entries } = await readFeed("/feed.atom");
  expect(entries.length).toBeGreaterThanOrEqual(2);
  expect(entries.length).toBeLessThanOrEqual(50);
  expect(entries[0]?.id).toBe(`urn:uuid:${newer.id}`);
  const entry = entries[1];
  expect(entry?.id).toBe(`urn:uuid:${older.id}`);
  expect(entry?.href).toBe(`http://localhost/complaint/${older.id}`);
  // Markup in the text stays text: escaped in the XML, read back exactly as written.
  expect(entry?.title).toBe(
    `${company.name}: The <b>lounge</b> & the gate were both closed; nobody said why.`,
  );
  expect(entry?.content).toContain("The <b>lounge</b> & the gate were both closed");
  expect(entry?.content).toContain("Status: Open · 0 ucks · 0 comments");
  expect(entry?.published).toBe(new Date(older.createdAt).toISOString());
  const published = entries.map((item) => item.published);
  expect([...published].sort().reverse()).toEqual(published);
});

it("a company's and a category's feeds list only theirs, at most 50; unknown ones are 404", async () => {
  const mine = await createCompany();
  const other = await createCompany();
  const author = await createUser();
  const ids: string[] = [];
  for (let n = 0; n < 52; n += 1) {
    const filed = await createComplaint({
      userId: author.id,
      companyId: mine.id,
      companyName: mine.name,
      createdAt: new Date(Date.now() - n * 1000),
    });
    ids.push(filed.id);
  }
  const elsewhere = await createComplaint({ companyId: other.id, companyName: other.name });
  const { entries } = await readFeed(`/company/${companySlug(mine.name)}/feed.atom`);
  expect(entries).toHaveLength(50);
  expect(entries.map((entry) => entry.id)).toEqual(ids.slice(0, 50).map((id) => `urn:uuid:${id}`));

  await db.update(complaints).set({ category: "travel" }).where(eq(complaints.id, elsewhere.id));
  const travel = await readFeed("/category/travel/feed.atom");
  expect(travel.entries.map((entry) => entry.id)).toContain(`urn:uuid:${elsewhere.id}`);
  expect(travel.entries.map((entry) => entry.id)).not.toContain(`urn:uuid:${ids[0]}`);

  for (const path of ["/company/no-such-company-here/feed.atom", "/category/nope/feed.atom"]) {
    const response = await fetchResponse(get(path));
    expect(response.status, path).toBe(404);
  }
});
