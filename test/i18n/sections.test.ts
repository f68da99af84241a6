import { LOCALES, type Locale } from "@shared/i18n";
import { en } from "@shared/messages/en/root";
import { es } from "@shared/messages/es/root";
import { tr } from "@shared/messages/tr/root";
import { requestLanguage } from "@worker/http/language";
import { type ComponentType, createElement, type ReactNode } from "react";
import { Outlet, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { TAGLINE_COUNT } from "~/components/shell/tagline";
import { catalogueFor, LANGUAGE_CHOICES } from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider } from "~/i18n/i18n";
import { SECTIONS } from "~/i18n/sections.server";
import * as complaintRoute from "~/routes/complaint/route";
import * as createRoute from "~/routes/create/route";
import { createComplaint } from "../factories";
import { type RouteModule, renderPage as renderHarnessPage } from "../harness/render";

/**
 * Decision 052: a page's own words come with its route's loader (a catalogue
 * section), in the request's language only. The real loaders of /create and the complaint page
 * run with the language the Worker chooses from the request (Accept-Language or the `lang`
 * cookie), and their real components render: Turkish words for a Turkish request, the spec's
 * exact English for an English one, and never another language's section in the data.
 */
const ORIGIN = "http://localhost";

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

// Words that are the same in English and the other language, on purpose.
const SAME_ON_PURPOSE = new Set([
  "UCK",
  // A register's own name (decision 045).
  "LEI (GLEIF)",
  "No",
  "Error",
  "{count}",
  "Sent to {company} on {day}",
  "open | in_progress | resolved | escalated",
  // "uck" is UCK's own word in every language.
  "{count} uck",
  "{count} ucks",
  // Units and a label of the admin's jobs and flood panels.
  "{minutes} min",
  "{ms} ms",
  "{seconds} s",
  "{state}: {company}",
  // The filing toast's two sentences, each said in the language (create.ts `filed.*`).
  "{published} {reach}",
  // The group line with its waiting joiners (issue 58): two phrases, each translated.
  "{line} · {waiting}",
]);

describe("every catalogue and section fills every English key", () => {
  type ByLocale = Record<Locale, Record<string, string>>;
  const catalogues: [string, ByLocale][] = [
    ["root", { en, tr, es }],
    ...Object.entries(SECTIONS).map(([name, byLocale]): [string, ByLocale] => [
      name,
      byLocale as unknown as ByLocale,
    ]),
  ];
  for (const [name, byLocale] of catalogues) {
    it(`${name}: same keys, same placeholders, not English copies`, () => {
      const english = byLocale.en;
      const keys = Object.keys(english).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        const catalogue = byLocale[locale];
        expect(Object.keys(catalogue).sort(), `${name} ${locale}`).toEqual(keys);
        const copies: string[] = [];
        for (const key of keys) {
          const text = catalogue[key] as string;
          const source = english[key] as string;
          expect(text.trim().length, `${name} ${locale} ${key}`).toBeGreaterThan(0);
          expect(placeholders(text), `${name} ${locale} ${key}`).toEqual(placeholders(source));
          if (text === source && !SAME_ON_PURPOSE.has(source) && source.length > 4) {
            copies.push(key);
          }
        }
        expect(copies, `${name} ${locale}: untranslated`).toEqual([]);
      }
    });
  }

  it("the shell rotates through exactly the catalogue's taglines (their words live only there)", () => {
    const taglines = Object.keys(en).filter((key) => key.startsWith("tagline."));
    expect(taglines.sort()).toEqual(
      Array.from({ length: TAGLINE_COUNT }, (_, index) => `tagline.${index}`).sort(),
    );
    expect(en["tagline.0"]).toBe("Your Unresolved Complaint Keeper");
  });
});

const Provider = I18nProvider as ComponentType<{ data: I18nData; children?: ReactNode }>;

/** The root: the page's language from the root data, as app/root.tsx's Layout gives it. */
function Root() {
  const { i18n } = useLoaderData() as { i18n: I18nData };
  return createElement(Provider, { data: i18n }, createElement(Outlet));
}

/** Runs a route's real loader for `headers`, then renders its component in that language. */
async function renderPage(
  route: RouteModule,
  path: string,
  url: string,
  params: Record<string, string>,
  headers: Record<string, string>,
) {
  // The language and zone as the Worker chooses them for this request.
  const { locale, timeZone } = requestLanguage(new Request(`${ORIGIN}${url}`, { headers }), false);
  const i18n: I18nData = {
    locale,
    timeZone,
    messages: catalogueFor(locale),
    choices: LANGUAGE_CHOICES,
  };
  const { html, loaded } = await renderHarnessPage(route, {
    path,
    url,
    params,
    headers,
    context: { locale, timeZone },
    rootData: { i18n },
    Root,
  });
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

describe("/create", () => {
  it("Accept-Language: tr renders its words in Turkish, and its data carries only Turkish", async () => {
    const page = await renderPage(createRoute as RouteModule, "create", "/create", {}, TURKISH);
    const words = SECTIONS.create.tr;
    expect(page.loaded.pageMessages?.section).toBe("create");
    expect(page.text).toContain(words["create.heading"]);
    expect(page.text).toContain(words["create.yourComplaint"]);
    expect(page.text).toContain(words["create.checkSimilar"]);
    expect(page.text).toContain(words["create.submit"]);
    expect(page.text).toContain(words["resolution.sought"]);
    expect(page.text).toContain(
      "Şikâyetinizi şimdiden yazabilirsiniz; yayımlamak için lütfen giriş yapın ya da kayıt olun. Taslağınız saklanır.",
    );
    expect(page.html).toContain(`placeholder="${words["create.companyNamePlaceholder"]}"`);
    for (const english of ["Your complaint", "Submit complaint", "Check for similar complaints"]) {
      expect(page.text).not.toContain(english);
    }
    expect(JSON.stringify(page.loaded)).not.toContain(SECTIONS.create.es["create.submit"]);
  });

  it("English renders the spec's words exactly as before", async () => {
    const page = await renderPage(createRoute as RouteModule, "create", "/create", {}, ENGLISH);
    for (const words of [
      "New Complaint",
      "Authentication required",
      "You can write your complaint now; to publish it, please log in or register. Your draft is kept.",
      "Search by Name",
      "Enter Domain",
      "Company name",
      "Your complaint",
      "Check for similar complaints",
      "Photo (optional)",
      "Add a photo (max 5MB)",
      "Location (optional)",
      "What would resolve this for you? (optional)",
      "Amount in dispute (optional)",
      "Submit complaint",
      "Your draft is kept on this device for your account alone until it is sent or you sign out, even offline or in another tab (a photo for 23 hours).",
      "If the company does not answer within 48 hours, send my file for me to the consumer authority for my case, where it takes complaints by e-mail (with my address to reply to). The complaint page will say whether it was sent.",
    ]) {
      expect(page.text).toContain(words);
    }
    expect(page.html).toContain(
      'placeholder="What happened? Dates, order numbers and what you expect from the company all help."',
    );
  });
});

describe("the complaint page", () => {
  it("the lang cookie gives Turkish, English stays word for word", async () => {
    const { id } = await createComplaint();
    const route = complaintRoute as unknown as RouteModule;
    const turkish = await renderPage(
      route,
      "complaint/:id",
      `/complaint/${id}`,
      { id },
      {
        Cookie: "lang=tr",
        "Accept-Language": "es",
      },
    );
    const words = SECTIONS.complaint.tr;
    expect(turkish.loaded.pageMessages?.section).toBe("complaint");
    expect(turkish.text).toContain(words["complaint.heading"]);
    expect(turkish.text).toContain("Yorumlar (0)");
    expect(turkish.text).toContain(words["comments.none"]);
    expect(turkish.text).toContain("Yorum yazmak için giriş yapın.");
    expect(turkish.text).toContain(words["complaint.backToAll"]);
    expect(turkish.text).not.toContain("Complaint Details");
    expect(turkish.text).not.toContain("No comments yet");

    const english = await renderPage(route, "complaint/:id", `/complaint/${id}`, { id }, ENGLISH);
    for (const text of [
      "Complaint Details",
      "Comments (0)",
      "No comments yet. Be the first to add one.",
      "Sign in to comment.",
      "Back to all complaints",
    ]) {
      expect(english.text).toContain(text);
    }
    expect(english.text).not.toContain(words["complaint.heading"]);
  });
});
