import { env } from "cloudflare:test";
import { LOCALES } from "@shared/i18n";
import { APPEAL_MESSAGES } from "@shared/removals";
import {
  filingLimit,
  RATE_LIMITS,
  type RateLimitName,
  tooManyAttempts,
} from "@worker/auth/rate-limit";
import { parseConfig } from "@worker/config";
import { companies, moderationOutcomes } from "@worker/db/schema";
import { requestLanguage } from "@worker/http/language";
import { fallbackCardPng } from "@worker/http/picture-cards";
import { postComment } from "@worker/services/complaints/comments";
import { duplicateProblem, GROUP_GONE } from "@worker/services/complaints/create";
import { NAME_PROBLEMS } from "@worker/services/complaints/file-plain";
import { REFUSAL_KEYS } from "@worker/services/refusal";
import { eq } from "drizzle-orm";
import { type ComponentType, createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/catalogue.server";
import { saidRefusal, sayRefusal } from "~/i18n/refusals.server";
import { SECTIONS } from "~/i18n/sections.server";
import { pageMeta } from "~/lib/meta";
import * as complaintRoute from "~/routes/complaint.$id";
import { createCompany, createComplaint, createUser, db, postbox } from "./factories";
import { removeByModerator } from "./guarantees-kit";
import { type Answer, fetchApp, post, sessionCookie } from "./harness/app";

/**
 * Issue 40: refusals the services word (rate limits, duplicates, the schemas' messages, the
 * card's and the appeal's answers) reach a Turkish or Spanish visitor in their language. The
 * service keeps its English text and adds the same refusal as keys and values; the page's action
 * says it in the request's language. English is the services' text word for word.
 */
beforeAll(async () => {
  await import("../app/routes/complaint.$id");
  await import("../app/routes/complaint-actions");
  await import("../app/routes/create");
  await import("../app/routes/admin");
}, 240_000);

const TURKISH = { "Accept-Language": "tr-TR,tr;q=0.9" };
const ENGLISH = { "Accept-Language": "en-GB,en;q=0.9" };
const tr = SECTIONS.refusal.tr;

type Toast = { title: string; description?: string };
/** The root route of a rendered page: only the page. */
const Root = () => createElement(Outlet);

const toastOf = (answer: Answer) => (answer.body as { toast?: Toast }).toast;

async function account() {
  const user = await createUser();
  return { id: user.id, cookie: await sessionCookie(user.id) };
}

describe("the words say what the services say", () => {
  it("English words are the services' English text, word for word, for every wait and window", () => {
    const waits = [1, 59, 60, 61, 119 * 60, 120 * 60, 3 * 3600 + 1, 24 * 3600];
    const rules: RateLimitName[] = [
      "complaintBurstByUser",
      "complaintDailyByUser",
      "complaintByUser",
    ];
    for (const seconds of waits) {
      const plain = tooManyAttempts(seconds);
      expect(sayRefusal("en", plain.words)).toBe(plain.message);
      for (const rule of rules) {
        const filing = filingLimit(RATE_LIMITS[rule], seconds);
        expect(sayRefusal("en", filing.words)).toBe(filing.message);
      }
    }
    for (const problem of [
      duplicateProblem("Acme Bank", "c-123"),
      GROUP_GONE,
      NAME_PROBLEMS.several("Acme"),
      NAME_PROBLEMS.none("Acme"),
    ]) {
      expect(saidRefusal("en", problem)).toEqual({
        title: problem.title,
        description: problem.description,
      });
    }
  });

  it("Turkish and Spanish say them in their words, with the same figures", () => {
    const filing = filingLimit(RATE_LIMITS.complaintBurstByUser, 7 * 60);
    expect(sayRefusal("tr", filing.words)).toBe(
      "10 dakika içinde en fazla 5 şikâyet gönderebilirsiniz. Lütfen 7 dakika sonra tekrar deneyin.",
    );
    expect(sayRefusal("es", filing.words)).toBe(
      "Puedes presentar 5 quejas en 10 minutos. Vuelve a intentarlo en 7 minutos.",
    );
    expect(sayRefusal("es", tooManyAttempts(30).words)).toBe(
      "Demasiados intentos. Vuelve a intentarlo en 1 minuto.",
    );
    const duplicate = saidRefusal("tr", duplicateProblem("Acme Bank", "c-123"));
    expect(duplicate.title).toBe(tr["title.duplicate"]);
    expect(duplicate.description).toContain("Acme Bank hakkında");
    expect(duplicate.description).toContain("/complaint/c-123");
  });

  it("every key a service may name has words in every language", () => {
    for (const locale of LOCALES) {
      const words: Record<string, string> = SECTIONS.refusal[locale];
      for (const key of REFUSAL_KEYS) {
        expect(words[key] ?? words[`${key}_other`], `${locale} ${key}`).toBeTruthy();
      }
    }
  });
});

describe("a refused action in the visitor's language", () => {
  it("a rate-limited comment: Turkish words for a Turkish visitor, the exact English otherwise", async () => {
    const complaint = await createComplaint();
    const now = Date.now();
    const limited = async () => {
      const person = await account();
      for (let i = 0; i < RATE_LIMITS.commentByUser.limit; i++) {
        await postComment(postbox, complaint.id, person.id, `Comment ${i}`, now);
      }
      return person;
    };
    const form = { intent: "comment", text: "One too many" };
    const turk = await limited();
    const turkish = await fetchApp(
      post(`/complaint/${complaint.id}`, { form }, turk.cookie, TURKISH),
    );
    expect(turkish.status).toBe(429);
    expect(toastOf(turkish)).toEqual({
      title: "Hata",
      description: "Çok fazla deneme yapıldı. Lütfen 1 dakika sonra tekrar deneyin.",
    });

    const english = await limited();
    const answer = await fetchApp(
      post(`/complaint/${complaint.id}`, { form }, english.cookie, ENGLISH),
    );
    expect(answer.status).toBe(429);
    expect(toastOf(answer)).toEqual({
      title: "Error",
      description: "Too many attempts. Please try again in 1 minute.",
    });
    expect(JSON.stringify(answer.body)).not.toContain("words");
  });

  it("a field the schema refuses (an empty comment, an empty report reason)", async () => {
    const complaint = await createComplaint();
    const person = await account();
    const comment = { intent: "comment", text: "   " };
    const turkish = await fetchApp(
      post(`/complaint/${complaint.id}`, { form: comment }, person.cookie, TURKISH),
    );
    expect(turkish.status).toBe(400);
    expect(toastOf(turkish)).toEqual({ title: "Hata", description: tr["comment.empty"] });
    const english = await fetchApp(
      post(`/complaint/${complaint.id}`, { form: comment }, person.cookie, ENGLISH),
    );
    expect(toastOf(english)).toEqual({
      title: "Error",
      description: "Please write a comment first.",
    });

    const report = { intent: "report", reason: "" };
    const spanish = await fetchApp(
      post(`/complaint/${complaint.id}/actions`, { form: report }, person.cookie, {
        "Accept-Language": "es",
      }),
    );
    expect(spanish.status).toBe(400);
    expect(toastOf(spanish)).toEqual({
      title: "Error",
      description: SECTIONS.refusal.es["report.reasonEmpty"],
    });
  });

  it("a complaint reported twice: the card's refusal in Turkish, in English word for word", async () => {
    const complaint = await createComplaint();
    const person = await account();
    const report = { intent: "report", reason: "It is not true." };
    const to = `/complaint/${complaint.id}/actions`;
    expect((await fetchApp(post(to, { form: report }, person.cookie, TURKISH))).status).toBe(200);
    const twice = await fetchApp(post(to, { form: report }, person.cookie, TURKISH));
    expect(twice.status).toBe(409);
    expect(toastOf(twice)).toEqual({
      title: tr["title.alreadyReported"],
      description: tr["report.already"],
    });
    const english = await fetchApp(post(to, { form: report }, person.cookie, ENGLISH));
    expect(toastOf(english)).toEqual({
      title: "Already reported",
      description: "You have already reported this complaint. Our moderators will review it.",
    });
  });

  it("the same complaint filed twice: /create's refusal in Turkish, the link to the first kept", async () => {
    const company = await createCompany({ name: `Dupli ${crypto.randomUUID().slice(0, 6)}` });
    const [row] = await db
      .select({ slug: companies.slug, domain: companies.domain, name: companies.name })
      .from(companies)
      .where(eq(companies.id, company.id));
    if (!row?.domain) throw new Error("no company");
    const person = await account();
    const text =
      "The courier left my parcel in the rain and the shop refuses to replace the ruined books.";
    const form = {
      companyName: row.name,
      companySlug: row.slug,
      companyDomain: row.domain,
      text,
      location: "",
    };
    expect((await fetchApp(post("/create", { form }, person.cookie, TURKISH))).status).toBe(302);
    const again = await fetchApp(
      post("/create", { form: { ...form, text: `${text}!` } }, person.cookie, TURKISH),
    );
    expect(again.status).toBe(409);
    const body = again.body as { duplicateOf: string; toast: Toast };
    expect(body.toast.title).toBe(tr["title.duplicate"]);
    expect(body.toast.description).toContain(`${row.name} hakkında`);
    expect(body.toast.description).toContain(`/complaint/${body.duplicateOf}`);
    const english = await fetchApp(
      post("/create", { form: { ...form, text: `${text}?` } }, person.cookie, ENGLISH),
    );
    expect((english.body as { toast: Toast }).toast).toEqual({
      title: "You already filed this complaint",
      description: `You filed a complaint about ${row.name} with nearly the same words in the last 30 days: it is at /complaint/${body.duplicateOf}. Add to that one, or describe a different problem.`,
    });
  });
});

describe("the complaint page's removals in Turkish", () => {
  it("the appeal's answers are said in Turkish; English as before", async () => {
    const author = await account();
    const { id } = await createComplaint({ userId: author.id });
    await removeByModerator(id, "It names a private person.");
    const appeal = { intent: "appeal", appeal: "I named nobody: it is the shop's name." };
    const stranger = await account();
    const refused = await fetchApp(
      post(`/complaint/${id}`, { form: appeal }, stranger.cookie, ENGLISH),
    );
    expect(toastOf(refused)).toEqual(APPEAL_MESSAGES.notYours);
    const sent = await fetchApp(post(`/complaint/${id}`, { form: appeal }, author.cookie, TURKISH));
    expect(sent.status).toBe(200);
    const words = SECTIONS.complaint.tr;
    expect(toastOf(sent)).toEqual({
      title: words["appeal.sentTitle"],
      description: words["appeal.sentText"],
    });
    const twice = await fetchApp(
      post(`/complaint/${id}`, { form: appeal }, author.cookie, TURKISH),
    );
    expect(toastOf(twice)).toEqual({
      title: words["appeal.twiceTitle"],
      description: words["appeal.twiceText"],
    });
  });

  /** The 410 screen of a complaint removed before stubs had reasons, rendered as served. */
  async function removedScreen(headers: Record<string, string>) {
    const id = `gone-${crypto.randomUUID()}`;
    await db
      .insert(moderationOutcomes)
      .values({ complaintId: id, outcome: "removed", reportCount: 2, decidedAt: new Date() });
    const request = new Request(`http://localhost/complaint/${id}`, { headers });
    const { locale } = requestLanguage(request, false);
    const context = { db, user: null, config: parseConfig(env), clientIp: null, locale };
    let thrown: unknown;
    try {
      await complaintRoute.loader({ request, params: { id }, context } as never);
    } catch (error) {
      thrown = error;
    }
    const gone = thrown as { data: unknown; init: { status: number } };
    expect(gone.init.status).toBe(410);
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: Root,
        children: [
          {
            id: "page",
            path: "complaint/:id",
            loader: () => {
              throw gone;
            },
            Component: complaintRoute.default as ComponentType,
            ErrorBoundary: complaintRoute.ErrorBoundary as ComponentType,
          },
        ],
      },
    ]);
    const stream = await renderToReadableStream(
      createElement(Stub, {
        initialEntries: [`/complaint/${id}`],
        hydrationData: {
          loaderData: {},
          errors: { page: { status: 410, statusText: "Gone", internal: false, data: gone.data } },
        },
      }),
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    return html.replaceAll("<!-- -->", "").replace(/<[^>]+>/g, "");
  }

  it("the 410 screen in Turkish, and in English word for word", async () => {
    const words = SECTIONS.complaint.tr;
    const turkish = await removedScreen(TURKISH);
    expect(turkish).toContain(words["complaint.removed"]);
    expect(turkish).toContain(
      "Bildirilen bu şikâyeti UCK moderatörleri Kullanıcı Sözleşmesi hükümlerine aykırı olduğu için kaldırdı.",
    );
    expect(turkish).toContain(words["complaint.backToAll"]);
    expect(turkish).not.toContain("Complaint removed");

    const english = await removedScreen(ENGLISH);
    expect(english).toContain("Complaint removed");
    expect(english).toContain(
      "UCK moderators removed this complaint after it was reported, because it broke the User Agreement.",
    );
    expect(english).toContain("Back to all complaints");
  });
});

describe("the fallback picture card", () => {
  const size = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  };
  it("is drawn in each language: a 1200×630 PNG, Turkish and Spanish not the English one", () => {
    const english = fallbackCardPng("en");
    expect(fallbackCardPng()).toEqual(english);
    for (const locale of ["tr", "es"] as const) {
      const picture = fallbackCardPng(locale);
      expect(size(picture)).toEqual({ width: 1200, height: 630 });
      expect(picture).not.toEqual(english);
    }
  });
});

describe("the feed's <link rel=\"alternate\"> in a page's head", () => {
  const feedTitle = (locale: "en" | "tr") => {
    const matches = [
      { id: "root", data: { i18n: { locale, messages: catalogueFor(locale) } } },
    ] as const;
    const tags = pageMeta(matches, {
      title: "UCK",
      description: "Complaints",
      path: "/",
      feed: { title: "UCK: the newest complaints", scope: { kind: "all" } },
    });
    const link = tags.find(
      (tag) => "rel" in tag && tag.rel === "alternate" && tag.type === "application/atom+xml",
    ) as { title?: string; href?: string } | undefined;
    return link;
  };
  it("is titled in the page's language, as the feed itself is", () => {
    expect(feedTitle("tr")).toMatchObject({ title: "UCK: en yeni şikâyetler" });
    expect(feedTitle("tr")?.href).toContain("lang=tr");
    expect(feedTitle("en")).toMatchObject({ title: "UCK: the newest complaints" });
  });
});
