/**
 * An Atom feed's words in the reader's language: English exactly as before, Turkish and Spanish
 * by ?lang=, the cookie or Accept-Language, and one edge-cached copy per language.
 */
import { env } from "cloudflare:test";
import { companySlug } from "@shared/slug";
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, db } from "../factories";
import { fetchResponse, get } from "../harness/app";

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
