import { env } from "cloudflare:test";
/**
 * The picture a shared link shows: each complaint and company page names a generated 1200×630
 * PNG (og:image, twitter:image, summary_large_image); two complaints are two pictures, and a
 * complaint's picture is drawn anew when its status changes. Never while a request waits: a
 * picture not drawn yet is answered with the fallback card (or the card's previous picture) at
 * once and drawn in the background (issue 57).
 */

import { companies, complaints } from "@worker/db/schema";
import { fallbackCardOf } from "@worker/http/picture-cards";
import { cardHash, companyCardFigures, complaintCardFigures } from "@worker/services/cards/figures";
import { companyCardLabels, complaintCardLabels } from "@worker/services/cards/layout";
import { eq } from "drizzle-orm";
import type { MetaDescriptor } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { type PackedSingleCard, unpackCard } from "~/lib/card-wire";
import { pageMeta } from "~/lib/meta";
import { companyPageMeta, complaintPageMeta } from "~/lib/structured-data";
import { createClaimedCompany, createCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, fetchResponse, get, ORIGIN, post, signedInUser } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/company/route");
}, 60_000);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.slice(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * A card as a share finds it once drawn (issue 57): the first request answers at once with the
 * card's previous picture or the fallback card and draws it in the background (the harness
 * waits for the request's waitUntil work); the second request gets the drawn picture.
 */
async function picture(path: string) {
  const asked = await fetchResponse(get(path));
  const first = { response: asked, bytes: new Uint8Array(await asked.arrayBuffer()) };
  if (asked.status !== 200) return { ...first, first };
  const response = await fetchResponse(get(path));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, first };
}

const rootMatch = { id: "root", data: { publicConfig: { publicHost: ORIGIN } } };

/** The content of one meta tag among a page's descriptors. */
const metaOf = (tags: MetaDescriptor[], key: string) => {
  const tag = tags.find(
    (t) => ("property" in t && t.property === key) || ("name" in t && t.name === key),
  ) as { content?: string } | undefined;
  return tag?.content ?? null;
};

it("two complaints are two 1200×630 pictures; a status change draws the picture anew", async () => {
  const company = await createClaimedCompany();
  const author = await createUser();
  const first = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    text: "The router died after a week and support keeps closing my ticket without reading it.",
  });
  const second = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    text: "Charged twice for one order; the refund form says my order does not exist.",
  });

  const a = await picture(`/cards/complaint/${first.id}.png`);
  const b = await picture(`/cards/complaint/${second.id}.png`);
  for (const { response, bytes, first } of [a, b]) {
    // Asked before it was drawn: the fallback card at once, kept nowhere, its drawing started.
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("X-Card-Cache")).toBe("fallback");
    expect(first.response.headers.get("X-Card-Drawing")).toBe("started");
    expect(first.response.headers.get("Cache-Control")).toBe("no-store");
    expect(Buffer.from(first.bytes).equals(Buffer.from(await fallbackCardOf(env)))).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Card-Cache")).toBe("hit");
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=600");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  }
  expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(false);

  // The same figures are the same picture, from the cache.
  const again = await picture(`/cards/complaint/${first.id}.png`);
  expect(Buffer.from(again.bytes).equals(Buffer.from(a.bytes))).toBe(true);

  await db.update(complaints).set({ status: "resolved" }).where(eq(complaints.id, first.id));
  const resolved = await picture(`/cards/complaint/${first.id}.png?v=resolved`);
  // While the new picture is drawn, the previous one stands in.
  expect(resolved.first.response.headers.get("X-Card-Cache")).toBe("stale");
  expect(resolved.first.response.headers.get("Cache-Control")).toBe("no-store");
  expect(Buffer.from(resolved.first.bytes).equals(Buffer.from(a.bytes))).toBe(true);
  expect(resolved.response.status).toBe(200);
  expect(resolved.response.headers.get("X-Card-Cache")).toBe("hit");
  expect(pngSize(resolved.bytes)).toEqual({ width: 1200, height: 630 });
  expect(Buffer.from(resolved.bytes).equals(Buffer.from(a.bytes))).toBe(false);

  // The complaint page names its card, large (its meta from the page's own loader data).
  const loaded = (await (await fetchResponse(get(`/complaint/${first.id}`))).json()) as {
    complaint: PackedSingleCard;
  };
  const tags = pageMeta([rootMatch], complaintPageMeta(unpackCard(loaded.complaint), null, ORIGIN));
  const image = metaOf(tags, "og:image");
  expect(image).toMatch(new RegExp(`^${ORIGIN}/cards/complaint/${first.id}\\.png\\?v=resolved\\.`));
  expect(metaOf(tags, "twitter:image")).toBe(image);
  expect(metaOf(tags, "twitter:card")).toBe("summary_large_image");
  expect(metaOf(tags, "og:image:width")).toBe("1200");
  expect(metaOf(tags, "og:image:height")).toBe("630");
});

it("a company's picture shows its page; unknown pages and names are 404", async () => {
  const company = await createClaimedCompany();
  await createComplaint({ companyId: company.id, companyName: company.name });
  const card = await picture(`/cards/company/${company.slug}.png`);
  expect(card.response.status).toBe(200);
  expect(pngSize(card.bytes)).toEqual({ width: 1200, height: 630 });
  const tags = pageMeta(
    [rootMatch],
    companyPageMeta(
      {
        name: company.name,
        slug: company.slug,
        domain: null,
        logo: null,
        website: null,
        description: null,
        totalComplaints: 1,
        ceo: null,
        ceoTitle: null,
        ceoTwitter: null,
        ceoLinkedin: null,
        ceoJoinedYear: null,
      },
      ORIGIN,
    ),
  );
  expect(metaOf(tags, "og:image")).toBe(`${ORIGIN}/cards/company/${company.slug}.png?v=1`);
  expect(metaOf(tags, "twitter:card")).toBe("summary_large_image");

  expect((await picture("/cards/company/no-such-company.png")).response.status).toBe(404);
  expect((await picture(`/cards/complaint/${crypto.randomUUID()}.png`)).response.status).toBe(404);
  expect((await picture(`/cards/complaint/${crypto.randomUUID()}.svg`)).response.status).toBe(404);
  expect((await picture(`/cards/avatar/${company.slug}.png`)).response.status).toBe(404);
});

it("a complaint's card is drawn in the background when it is filed: its first share finds it drawn", async () => {
  const company = await createCompany();
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  const author = await signedInUser();
  const form = {
    companyName: row?.name ?? "",
    companySlug: row?.slug ?? "",
    companyDomain: row?.domain ?? "",
    text: "The courier left my parcel in the rain and the shop says that is fine.",
    location: "",
  };
  // The filing's answer does not wait for the drawing; the harness waits for its waitUntil work.
  expect((await fetchApp(post("/create", { form }, author.cookie))).status).toBe(302);
  const [filed] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.userId, author.id));
  const card = await fetchResponse(get(`/cards/complaint/${filed?.id}.png`));
  expect(card.headers.get("X-Card-Cache")).toBe("hit");
  expect(card.headers.get("X-Card-Drawing")).toBeNull();
  expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
});

it("the fallback card is a 1200×630 PNG among the Worker's static assets", async () => {
  expect(pngSize(await fallbackCardOf(env))).toEqual({ width: 1200, height: 630 });
});

it("text beyond Latin-1 and emoji still draw a picture", async () => {
  const company = await createClaimedCompany();
  const { id } = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    text: "Şikayetim: kargo gelmedi 😡 — Łódź depot says “delivered”; 配達されていません.",
  });
  const card = await picture(`/cards/complaint/${id}.png`);
  expect(card.response.status).toBe(200);
  expect(card.response.headers.get("X-Card-Cache")).toBe("hit");
  expect(pngSize(card.bytes)).toEqual({ width: 1200, height: 630 });
});

it("a picture card for ?lang=tr has Turkish labels, and each language is its own picture", async () => {
  const company = await createClaimedCompany();
  const { id } = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    text: "The seat I paid extra for was given to someone else.",
  });
  const now = Date.now();
  const figuresIn = async (locale: "en" | "tr" | "es") => {
    const figures = await complaintCardFigures(db, id, now, locale);
    if (!figures) throw new Error("no figures");
    return figures;
  };
  const en = await figuresIn("en");
  const tr = await figuresIn("tr");
  const es = await figuresIn("es");
  // The words the card draws, as the layout computes them.
  expect(complaintCardLabels(en)).toEqual({ status: "Open", ucks: "0 ucks", caption: "Complaint" });
  expect(complaintCardLabels(tr)).toEqual({ status: "Açık", ucks: "0 uck", caption: "Şikâyet" });
  expect(complaintCardLabels(es)).toEqual({ status: "Abierta", ucks: "0 ucks", caption: "Queja" });
  expect(en.clock).toBe("No response yet · escalates in 2d");
  expect(tr.clock).toBe("Henüz yanıt yok · 2 gün sonra üst merciye taşınacak");
  expect(es.clock).toBe("Aún sin respuesta · escala en 2 d");
  // Each language's picture has its own name, so its own cache entry.
  const hashes = await Promise.all([en, tr, es].map(cardHash));
  expect(new Set(hashes).size).toBe(3);

  const english = await picture(`/cards/complaint/${id}.png`);
  expect(english.response.headers.get("X-Card-Cache")).toBe("hit");
  expect(english.response.headers.get("Vary")).toBe("Cookie, Accept-Language");
  // Asked in Turkish after the English picture was kept: drawn anew, whole, and not the English.
  const turkish = await picture(`/cards/complaint/${id}.png?lang=tr`);
  expect(turkish.response.status).toBe(200);
  // Not the English picture meanwhile: the Turkish fallback card.
  expect(turkish.first.response.headers.get("X-Card-Cache")).toBe("fallback");
  expect(
    Buffer.from(turkish.first.bytes).equals(Buffer.from(await fallbackCardOf(env, "tr"))),
  ).toBe(true);
  expect(turkish.response.headers.get("X-Card-Cache")).toBe("hit");
  expect(turkish.response.headers.get("Vary")).toBeNull();
  expect(pngSize(turkish.bytes)).toEqual({ width: 1200, height: 630 });
  expect(Buffer.from(turkish.bytes).equals(Buffer.from(english.bytes))).toBe(false);
  // The cookie chooses as on a page; each language's copy is served to its own language only.
  const byCookie = await fetchResponse(get(`/cards/complaint/${id}.png`, "lang=tr"));
  expect(byCookie.headers.get("X-Card-Cache")).toBe("hit");
  expect(Buffer.from(await byCookie.arrayBuffer()).equals(Buffer.from(turkish.bytes))).toBe(true);
  const englishAgain = await picture(`/cards/complaint/${id}.png`);
  expect(englishAgain.response.headers.get("X-Card-Cache")).toBe("hit");
  expect(Buffer.from(englishAgain.bytes).equals(Buffer.from(english.bytes))).toBe(true);

  // A Turkish page names the Turkish picture; an English page the plain one, as before.
  const loaded = (await (await fetchResponse(get(`/complaint/${id}`))).json()) as {
    complaint: PackedSingleCard;
  };
  const turkishRoot = { id: "root", data: { ...rootMatch.data, i18n: { locale: "tr" } } };
  const turkishTags = pageMeta(
    [turkishRoot],
    complaintPageMeta(unpackCard(loaded.complaint), null, ORIGIN),
  );
  expect(metaOf(turkishTags, "og:image")).toMatch(
    new RegExp(`^${ORIGIN}/cards/complaint/${id}\\.png\\?v=open\\.0\\.0&lang=tr$`),
  );
  expect(metaOf(turkishTags, "twitter:image")).toBe(metaOf(turkishTags, "og:image"));
  const englishTags = pageMeta(
    [rootMatch],
    complaintPageMeta(unpackCard(loaded.complaint), null, ORIGIN),
  );
  expect(metaOf(englishTags, "og:image")).toBe(`${ORIGIN}/cards/complaint/${id}.png?v=open.0.0`);
});

it("a company's picture card writes its labels and numbers in the request's language", async () => {
  const company = await createClaimedCompany();
  await createComplaint({ companyId: company.id, companyName: company.name });
  const now = Date.now();
  const labelsIn = async (locale: "en" | "tr" | "es") => {
    const figures = await companyCardFigures(db, company.slug, now, locale);
    if (!figures) throw new Error("no figures");
    return companyCardLabels(figures);
  };
  expect(await labelsIn("en")).toEqual({
    heading: "Company page",
    responseRate: "Response rate",
    responseRateValue: "0%",
    complaints: "Complaint",
    complaintsValue: "1",
    resolutionRate: "Resolved",
    resolutionRateValue: "0%",
    median: "Median response time: Not enough data",
  });
  expect(await labelsIn("tr")).toEqual({
    heading: "Şirket sayfası",
    responseRate: "Yanıt oranı",
    responseRateValue: "%0",
    complaints: "Şikâyet",
    complaintsValue: "1",
    resolutionRate: "Çözülen",
    resolutionRateValue: "%0",
    median: "Ortanca yanıt süresi: Henüz yeterli veri yok",
  });
  const spanish = await labelsIn("es");
  expect(spanish.heading).toBe("Página de la empresa");
  expect(spanish.median).toBe("Tiempo de respuesta (mediana): Aún no hay datos suficientes");
  const card = await picture(`/cards/company/${company.slug}.png?lang=es`);
  expect(card.response.status).toBe(200);
  expect(card.first.response.headers.get("X-Card-Cache")).toBe("fallback");
  expect(card.response.headers.get("X-Card-Cache")).toBe("hit");
});
