/**
 * Atom feeds (RFC 4287) of the newest complaints: the whole site, one company, one category.
 * Each document is parsed as XML and checked for the elements Atom requires.
 */
import { env } from "cloudflare:test";
import { companySlug } from "@shared/slug";
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "./factories";
import { fetchResponse, get } from "./harness/app";

type Entry = {
  id: string;
  title: { "#text": string };
  link: { "@_href": string; "@_rel": string };
  published: string;
  updated: string;
  author: { name: string; uri?: string };
  content: { "#text": string; "@_type": string };
};

/** Fetches a feed, checks it is well-formed Atom with every required element, and reads it. */
async function readFeed(path: string) {
  const response = await fetchResponse(get(path));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "entry" || name === "link",
    textNodeName: "#text",
    alwaysCreateTextNode: true,
  }).parse(xml);
  const feed = parsed.feed;
  expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
  expect(feed.id["#text"]).toBe(`http://localhost${path}`);
  expect(feed.title["#text"]).not.toBe("");
  expect(new Date(feed.updated["#text"]).toISOString()).toBe(feed.updated["#text"]);
  const links = feed.link as { "@_rel": string; "@_href": string }[];
  expect(links.find((link) => link["@_rel"] === "self")?.["@_href"]).toBe(
    `http://localhost${path}`,
  );
  const entries = ((feed.entry ?? []) as Record<string, unknown>[]).map((raw) => {
    const entry = raw as Record<string, { "#text": string } & Record<string, unknown>>;
    const link = (raw.link as Entry["link"][])[0] as Entry["link"];
    const author = raw.author as { name: { "#text": string }; uri?: { "#text": string } };
    // Required by RFC 4287 §4.1.2: id, title, updated; author (here on every entry).
    for (const name of ["id", "title", "updated", "published", "content"])
      expect(entry[name]?.["#text"], name).toBeTruthy();
    return {
      id: entry.id?.["#text"] ?? "",
      title: entry.title?.["#text"] ?? "",
      href: link["@_href"],
      updated: entry.updated?.["#text"] ?? "",
      published: entry.published?.["#text"] ?? "",
      author: author.name["#text"],
      content: entry.content?.["#text"] ?? "",
    };
  });
  return { response, entries };
}

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

it("a feed can be cached: public for five minutes, and a repeated poll with its ETag gets 304", async () => {
  const { response } = await readFeed("/feed.atom");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
  const etag = response.headers.get("ETag") ?? "";
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const request = get("/feed.atom");
  request.headers.set("If-None-Match", etag);
  const again = await fetchResponse(request);
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  // A change to the list changes the tag.
  await createComplaint({ createdAt: new Date(Date.now() + 180_000) });
  const changed = await fetchResponse(request);
  expect(changed.status).toBe(200);
  expect(changed.headers.get("ETag")).not.toBe(etag);
});

/** A company with one answered, refunded, resolved complaint (1 uck, 2 comments), and its feed. */
async function answeredCompanyFeed() {
  const company = await createCompany({
    name: `Aerolínea Çabuk ${crypto.randomUUID().slice(0, 4)}`,
  });
  const filed = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    text: "My bag went to Lisbon without me.",
  });
  await db
    .update(complaints)
    .set({
      status: "resolved",
      uckCount: 1,
      commentsCount: 2,
      response: "We found it and sent it on.",
      responseAt: new Date(),
      reimbursement: "$40 voucher",
    })
    .where(eq(complaints.id, filed.id));
  return { company, path: `/company/${companySlug(company.name)}/feed.atom` };
}

const withHeader = (path: string, name: string, value: string) => {
  const request = get(path);
  request.headers.set(name, value);
  return request;
};

it("an English request gets the feed's English words exactly as before", async () => {
  const { company, path } = await answeredCompanyFeed();
  const plain = await fetchResponse(get(path));
  const body = await plain.text();
  const lines = body.split("\n");
  expect(lines.slice(0, 5)).toEqual([
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>http://localhost${path}</id>`,
    `  <title type="text">Complaints about ${company.name} on UCK</title>`,
    `  <subtitle type="text">Public complaints about ${company.name} on UCK, newest first.</subtitle>`,
  ]);
  expect(body).toContain(
    `  <link rel="alternate" type="text/html" href="http://localhost/company/${companySlug(company.name)}"/>`,
  );
  expect(body).toContain('<category term="resolved" label="Resolved"/>');
  expect(body).toContain(
    `<content type="text">My bag went to Lisbon without me.\n\nStatus: Resolved · 1 uck · 2 comments\n\n${company.name} responded: We found it and sent it on.\n\nReimbursement offered: $40 voucher</content>`,
  );
  // English by Accept-Language or by ?lang=en is the same document, byte for byte.
  for (const request of [
    withHeader(path, "Accept-Language", "en-GB,en;q=0.9"),
    get(`${path}?lang=en`),
    get(path, "lang=en"),
  ]) {
    expect(await (await fetchResponse(request)).text()).toBe(body);
  }
  const site = await (await fetchResponse(get("/feed.atom"))).text();
  expect(site).toContain('<title type="text">UCK: the newest complaints</title>');
  expect(site).toContain(
    '<subtitle type="text">Public complaints about companies on UCK, newest first.</subtitle>',
  );
  const travel = await (await fetchResponse(get("/category/travel/feed.atom"))).text();
  expect(travel).toContain('<title type="text">Travel &amp; Airlines complaints on UCK</title>');
  expect(travel).toContain(
    '<subtitle type="text">Public complaints about travel &amp; airlines on UCK, newest first.</subtitle>',
  );
});

it("a Turkish request gets the feed's words in Turkish, by ?lang=, the cookie or Accept-Language", async () => {
  const { company, path } = await answeredCompanyFeed();
  const addressed = await fetchResponse(get(`${path}?lang=tr`));
  const body = await addressed.text();
  expect(body).toContain('xml:lang="tr"');
  expect(body).toContain(
    `<title type="text">${company.name} hakkında UCK&apos;deki şikâyetler</title>`,
  );
  // Its own address and its page's are the Turkish ones.
  expect(body).toContain(`<id>http://localhost${path}?lang=tr</id>`);
  expect(body).toContain(`href="http://localhost/company/${companySlug(company.name)}?lang=tr"/>`);
  expect(body).toContain('<category term="resolved" label="Çözüldü"/>');
  expect(body).toContain(
    `My bag went to Lisbon without me.\n\nDurum: Çözüldü · 1 uck · 2 yorum\n\n${company.name} yanıt verdi: We found it and sent it on.\n\nÖnerilen geri ödeme: $40 voucher</content>`,
  );
  expect(body).not.toContain("Status:");
  // An address in one language says nothing varies; a plain one varies with cookie and browser.
  expect(addressed.headers.get("Vary")).toBeNull();
  for (const request of [get(path, "lang=tr"), withHeader(path, "Accept-Language", "tr-TR")]) {
    const response = await fetchResponse(request);
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    const text = await response.text();
    expect(text).toContain(
      `<title type="text">${company.name} hakkında UCK&apos;deki şikâyetler</title>`,
    );
  }
  // Spanish too, and a category's name is the language's.
  const spanish = await (await fetchResponse(get("/category/travel/feed.atom?lang=es"))).text();
  expect(spanish).toContain('<title type="text">Viajes y aerolíneas: quejas en UCK</title>');
  expect(spanish).toContain(
    '<subtitle type="text">Quejas públicas sobre viajes y aerolíneas en UCK, las más recientes primero.</subtitle>',
  );
});

it("the edge cache keeps one copy of a feed per language", async () => {
  const { company, path } = await answeredCompanyFeed();
  const cached = { env: { ...env, EDGE_CACHE_SECONDS: "10" } };
  const english = await (await fetchResponse(get(path), cached)).text();
  expect(english).toContain(`Complaints about ${company.name} on UCK`);
  // The same address, asked in Turkish after the English copy was kept: the Turkish words.
  const turkish = await (await fetchResponse(get(path, "lang=tr"), cached)).text();
  expect(turkish).toContain(`${company.name} hakkında UCK&apos;deki şikâyetler`);
  const again = await (await fetchResponse(get(path), cached)).text();
  expect(again).toBe(english);
});
