import { env } from "cloudflare:test";
import { LOCALES, type Locale } from "@shared/i18n";
import { companySlug } from "@shared/slug";
import { parseConfig } from "@worker/config";
import { requestLanguage } from "@worker/http/language";
import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { EscalatedNotice } from "~/components/company/status-badges";
import { RefundLine } from "~/components/complaint/refund";
import { catalogueFor, LANGUAGE_CHOICES } from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider } from "~/i18n/i18n";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { tr } from "~/i18n/messages/tr";
import { SECTIONS } from "~/i18n/sections.server";
import * as companyRoute from "~/routes/company.$slug";
import { createCompany, createComplaint, db } from "./factories";

/**
 * Issue 40, the company page (decision 030's fifth slice): its own words come with its loader
 * (the `company` section), the escalated notice and the refund line every card list shows come
 * with the root catalogue. The real loader runs with the language the Worker chooses from the
 * request and the real page renders: Turkish for Accept-Language tr, the exact English otherwise.
 */
const ORIGIN = "http://localhost";

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the company section and the cards' root words", () => {
  const ROOT_CARD_KEYS = [
    "card.escalatedSent",
    "card.escalatedSentTo",
    "card.escalatedOnUck",
    "card.escalatedFile",
    "card.refund",
    "card.refundDue",
    "card.refundReceived",
    "card.refundReceivedReview",
    "card.refundNotReceived",
    "card.refundOverdue",
    "card.refundWaiting",
  ] as const;

  it("Turkish and Spanish fill every English key of the company section, with its placeholders", () => {
    const english: Record<string, string> = SECTIONS.company.en;
    expect(Object.keys(english).length).toBeGreaterThan(90);
    for (const locale of LOCALES.filter((l): l is Exclude<Locale, "en"> => l !== "en")) {
      const words: Record<string, string> = SECTIONS.company[locale];
      expect(Object.keys(words).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(words[key] ?? ""), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it("the root catalogue says the notice and the refund line in every language, same placeholders", () => {
    for (const key of ROOT_CARD_KEYS) {
      for (const catalogue of [tr, es]) {
        expect(catalogue[key], key).toBeTruthy();
        expect(catalogue[key], key).not.toBe(en[key]);
        expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]));
      }
    }
    // The notice's link is placed inside each language's sentence.
    for (const catalogue of [en, tr, es])
      expect(catalogue["card.escalatedOnUck"]).toContain("{file}");
  });
});

const Provider = I18nProvider as ComponentType<{ data: I18nData; children?: ReactNode }>;

/** The root: the page's language from the root data, as app/root.tsx's Layout gives it. */
function Root() {
  const { i18n } = useLoaderData() as { i18n: I18nData };
  return createElement(Provider, { data: i18n }, createElement(Outlet));
}

type RouteModule = { default: unknown; loader: (args: never) => Promise<unknown> };

/** Runs a route's real loader for `headers`, then renders its component in that language. */
async function renderPage(
  route: RouteModule,
  path: string,
  url: string,
  params: Record<string, string>,
  headers: Record<string, string>,
) {
  const request = new Request(`${ORIGIN}${url}`, { headers });
  // The language and zone as the Worker chooses them for this request.
  const { locale, timeZone } = requestLanguage(request, false);
  const context = { db, user: null, config: parseConfig(env), locale, timeZone };
  const result = (await route.loader({ request, params, context } as never)) as {
    type?: string;
    data?: unknown;
  };
  const loaded = result?.type === "DataWithResponseInit" ? result.data : result;
  const i18n: I18nData = {
    locale,
    timeZone,
    messages: catalogueFor(locale),
    choices: LANGUAGE_CHOICES,
  };
  const rootData = {
    i18n,
    user: null,
    publicConfig: { logoUrlTemplate: "", publicHost: ORIGIN, publicShortHost: ORIGIN },
    unreadNotifications: 0,
    flash: null,
    nonce: "",
    sidebarOpen: true,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: Root,
      children: [
        {
          id: "page",
          path,
          loader: () => loaded,
          Component: route.default as ComponentType,
        },
      ],
    },
  ]);
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: { loaderData: { root: rootData, page: loaded } },
    }),
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // The words as a reader sees them: no comments between text parts, entities undone.
  const text = html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
  return { html, text, loaded: loaded as { pageMessages?: { section: string } } };
}

const TURKISH = { "Accept-Language": "tr-TR,tr;q=0.9,en;q=0.5" };
const ENGLISH = { "Accept-Language": "en-GB,en;q=0.9" };

/** An unclaimed company with an open and an escalated complaint (nothing sent to a venue). */
async function companyWithComplaints() {
  const company = await createCompany();
  const one = { companyId: company.id, companyName: company.name };
  await createComplaint(one);
  await createComplaint({ ...one, status: "escalated" });
  return { ...company, slug: companySlug(company.name) };
}

describe("/company/:slug", () => {
  it("Accept-Language: tr renders the page's words in Turkish, and its data carries only Turkish", async () => {
    const { slug } = await companyWithComplaints();
    const route = companyRoute as unknown as RouteModule;
    const page = await renderPage(route, "company/:slug", `/company/${slug}`, { slug }, TURKISH);
    const words = SECTIONS.company.tr;
    expect(page.loaded.pageMessages?.section).toBe("company");
    for (const key of [
      "company.unclaimedPage",
      "company.follow",
      "metrics.total",
      "metrics.responseRate",
      "metrics.notEnough",
      "metrics.computed",
      "company.analyticsTab",
      "filters.status",
      "filters.newest",
      "status.escalated",
      "claim.accountRequired",
      "about.heading",
      "trending.heading",
      "badge.heading",
    ] as const) {
      expect(page.text, key).toContain(words[key]);
    }
    expect(page.text).toContain("Şikâyetler (2)");
    expect(page.text).toContain(
      "Bu şirketin çalışanlarının bildirdiği: 0 şikâyet · 0 tanesini bir moderatör haklı buldu",
    );
    expect(page.text).toContain("0 takipçi");
    // Percentages the Turkish way.
    expect(page.text).toContain("%0");
    // The escalated card: escalated on UCK, its file linked, no authority named.
    expect(page.text).toContain("48 saat yanıt gelmediği için UCK'de üst aşamaya geçti.");
    expect(page.text).toContain("tüketici kurumu için dosyası");
    expect(page.text).not.toContain("yetkili kurumlara iletildi");
    for (const english of [
      "Total complaints",
      "Response rate",
      "Unclaimed page",
      "Company Account Required",
      "Trending issues",
      "Escalated on UCK",
      "Newest",
    ]) {
      expect(page.text).not.toContain(english);
    }
    expect(JSON.stringify(page.loaded)).not.toContain(SECTIONS.company.es["metrics.total"]);
  });

  it("English renders the page's words exactly as before", async () => {
    const { slug, name } = await companyWithComplaints();
    const route = companyRoute as unknown as RouteModule;
    const page = await renderPage(route, "company/:slug", `/company/${slug}`, { slug }, ENGLISH);
    for (const words of [
      "Unclaimed page",
      "0 followers",
      "Reported by this company's members: 0 complaints · 0 upheld by a moderator",
      "Follow",
      "Total complaints",
      "0 answered",
      "Response rate",
      "Resolution rate",
      "0%",
      "Average response time",
      "Not enough data yet",
      "Satisfaction",
      "of answered verdicts",
      "Answered within 48\u00a0h",
      "SLA compliance",
      "Money returned",
      "None confirmed yet",
      "Confirmed by the customers",
      "Every number is computed from this company's complaints.",
      "How each one is computed",
      "Company Account Required",
      `Do you work for ${name}? Create an account or log in to claim this page and answer complaints.`,
      `Where does ${name} take complaints?`,
      "to suggest its address.",
      "About",
      `${name} has not added a description yet.`,
      "Trending issues",
      "UCK badge",
      "HTML to copy",
      "Complaints (2)",
      "Analytics",
      "Status",
      "Newest",
      "Most ucks",
      "Escalated",
      "Escalated on UCK after 48 hours without a response. The complainant's file for a consumer authority is ready; no authority has been sent it.",
    ]) {
      expect(page.text, words).toContain(words);
    }
    expect(page.html).toContain('aria-label="Company metrics"');
    expect(page.html).toContain('aria-label="Filter complaints"');
    expect(page.text).not.toContain(SECTIONS.company.tr["metrics.total"]);
  });
});

/** A component of every card list, rendered alone in a language (the root catalogue only). */
async function inLanguage(locale: Locale, element: ReturnType<typeof createElement>) {
  const data: I18nData = {
    locale,
    timeZone: "UTC",
    messages: catalogueFor(locale),
    choices: LANGUAGE_CHOICES,
  };
  const stream = await renderToReadableStream(createElement(Provider, { data }, element));
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll("<!-- -->", "").replace(/<[^>]+>/g, "");
}

describe("the escalated notice and the refund line in Turkish and Spanish", () => {
  const NOW = Date.UTC(2026, 10, 26, 12);
  const notice = (authoritySentAt: number | null, authorityVenue: string | null) =>
    createElement(EscalatedNotice, {
      complaintId: "c1",
      escalatedAt: NOW - 3 * 60 * 60 * 1000,
      authoritySentAt,
      authorityVenue,
      now: NOW,
    });

  it("says 'to the authorities' only when a send is recorded, in each language", async () => {
    const sentTr = await inLanguage("tr", notice(NOW - 1000, "national:United States"));
    expect(sentTr).toContain("48 saat içinde yanıt gelmediği için yetkili kurumlara iletildi");
    expect(sentTr).toContain("Federal Trade Commission");
    expect(sentTr).toContain("3 saat önce");
    const keptTr = await inLanguage("tr", notice(null, "national:United States"));
    expect(keptTr).not.toContain("yetkili kurumlara iletildi");
    expect(keptTr).toContain("hiçbir kuruma gönderilmedi");

    const sentEs = await inLanguage("es", notice(NOW - 1000, null));
    expect(sentEs).toContain(
      "Escalada a las autoridades por no recibir respuesta en 48 horas · hace 3 horas.",
    );
    const keptEs = await inLanguage("es", notice(null, null));
    expect(keptEs).not.toContain("a las autoridades");
    expect(keptEs).toContain("no se ha enviado a ninguna autoridad");

    const sentEn = await inLanguage("en", notice(NOW - 1000, null));
    expect(sentEn).toContain(
      "Escalated to the authorities because of no response within 48 hours · 3 hours ago.",
    );
  });

  it("the refund line in Turkish, English word for word", async () => {
    const refund = {
      amountMinor: 4000,
      currency: "USD",
      dueOn: "2026-12-03",
      status: "pending",
      pendingReview: false,
      overdue: true,
      amountText: "$40.00",
      dueText: "Dec 3, 2026",
    } as Parameters<typeof RefundLine>[0]["refund"];
    const turkish = await inLanguage("tr", createElement(RefundLine, { refund }));
    expect(turkish).toContain(
      "İade: Dec 3, 2026 tarihine kadar $40.00 · Gecikti: gününe kadar onaylanmadı",
    );
    const english = await inLanguage("en", createElement(RefundLine, { refund }));
    expect(english).toContain("Refund: $40.00 by Dec 3, 2026 · Overdue: not confirmed by its day");
  });
});
