import { ADDRESS_BLOCK_MONTHS } from "@shared/address-block";
import { MAIL_LIMITS_TEXT } from "@shared/mail-limits";
import { CORRECTION_REASON_TEXT, OPEN_DATA_COLUMNS } from "@shared/open-data";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as dataRoute from "~/routes/data/route";
import * as developersRoute from "~/routes/developers/route";
import * as methodologyRoute from "~/routes/methodology";
import * as privacyRoute from "~/routes/privacy-policy";
import * as agreementRoute from "~/routes/user-agreement";
import { ENGLISH, type RouteModule, renderPage, SPANISH, TURKISH } from "./render";

/**
 * Issue 40: the static pages (privacy policy, user agreement, methodology, open data, public
 * API) speak the request's language from their own sections; English stays the page it was.
 */
const PAGES = [
  { route: privacyRoute, path: "privacy-policy", section: "privacy" },
  { route: agreementRoute, path: "user-agreement", section: "agreement" },
  { route: methodologyRoute, path: "methodology", section: "methodology" },
  { route: dataRoute, path: "data", section: "data" },
  { route: developersRoute, path: "developers", section: "developers" },
] as const;

const render = (page: (typeof PAGES)[number], headers: Record<string, string>) =>
  renderPage(page.route as unknown as RouteModule, {
    path: page.path,
    url: `/${page.path}`,
    headers,
  });

describe("each static page in Turkish and Spanish", () => {
  for (const page of PAGES) {
    it(`/${page.path} says its heading, Back and words in the request's language`, async () => {
      for (const [headers, locale, back] of [
        [TURKISH, "tr", "← Geri"],
        [SPANISH, "es", "← Volver"],
      ] as const) {
        const rendered = await render(page, headers);
        expect(rendered.loaded.pageMessages?.section).toBe(page.section);
        const words = SECTIONS[page.section][locale] as Record<string, string>;
        const english = SECTIONS[page.section].en as Record<string, string>;
        const title = Object.keys(words).find((key) => /\.(title|name)$/.test(key)) as string;
        expect(rendered.text, `${page.path} ${locale}`).toContain(words[title]);
        expect(rendered.text).toContain(back);
        expect(rendered.text).not.toContain("← Back");
        expect(rendered.text).not.toContain(english[title]);
      }
    });
  }

  it("the privacy policy's paragraphs are Turkish, its mail limits with the code's number", async () => {
    const page = await render(PAGES[0], TURKISH);
    const tr = SECTIONS.privacy.tr;
    for (const key of ["privacy.intro", "privacy.collect.ip", "privacy.rights.body"] as const)
      expect(page.text).toContain(tr[key]);
    expect(page.text).toContain("Bir saat içinde en fazla 3 e-posta");
    // The breach paragraph says the block's length from the code's number, not as words.
    expect(page.text).toContain(`${ADDRESS_BLOCK_MONTHS} ay süreyle engelleriz`);
    expect(page.text).not.toContain("{months}");
    expect(page.text).toContain("uck-user-agreement-accepted");
    expect(page.text).not.toContain("What we collect");
  });

  it("/data's dictionary and headers are Turkish; the column names stay the files' own", async () => {
    const page = await render(PAGES[3], TURKISH);
    expect(page.text).toContain("Veri sözlüğü");
    expect(page.text).toContain("Şikâyet sahibinin yazdığı");
    expect(page.text).toContain("complaint_text");
    for (const column of OPEN_DATA_COLUMNS) expect(page.text).not.toContain(column.about);
  });

  it("/developers tells a Spanish reader the generated reference is in English", async () => {
    const page = await render(PAGES[4], SPANISH);
    expect(page.text).toContain(SECTIONS.developers.es["developers.englishReference"]);
    expect(page.text).toContain("Parámetro");
  });
});

describe("each static page in English stays word for word", () => {
  it("the privacy policy, with the mail limits the code promises", async () => {
    const page = await render(PAGES[0], ENGLISH);
    expect(page.text).toContain("← Back");
    expect(page.text).toContain(
      `${MAIL_LIMITS_TEXT} You choose per kind of mail in your profile whether it comes at once, in a daily digest or never, and every mail has a one-click link to stop it.`,
    );
    expect(page.text).toContain(
      "Your account: your name, e-mail address and a protected (hashed) version of your password, or the identity a sign-in provider passes to us.",
    );
    expect(page.text).toContain(
      "A small team of administrators can see account details when they need to handle a report or a breach of the User Agreement. Our hosting",
    );
    expect(page.html).toContain('href="/user-agreement"');
    expect(page.text).not.toContain(SECTIONS.developers.en["developers.englishReference"]);
  });

  it("the user agreement and the methodology", async () => {
    const agreement = await render(PAGES[1], ENGLISH);
    expect(agreement.text).toContain("5. BreachesA breach of this agreement leads to");
    const methodology = await render(PAGES[2], ENGLISH);
    for (const words of [
      "answered ÷ total complaints × 100, where answered means the company posted a response.",
      "Version 2 · changed 27 November 2026",
      "Answered within 48 h (SLA)",
      "Ucks gained per hour within the chosen window (24 or 168 hours): weights of the ucks counted in the window ÷ hours in the window, highest first.",
      // How a uck counts in rankings (docs/decisions/038), with the numbers the code weighs by.
      "How a uck counts in rankings",
      "min(whole weeks of age, 4) ÷ 4 × activity, between 0 and 1",
      "fully from 4 weeks on. Activity is 1 when",
      "and 0.5 when it has only ucked.",
      "begin to count 24 hours after they were given.",
      "through the public API. What UCK promises",
      "sent_to_company_at is when the company was told of the complaint",
      // The pledge's rule (decision 043), its numbers from shared/pledge.ts.
      "a first answer within 48 hours of sent_to_company_at, and an outcome category",
      "within 10 days, which is 10 × 24 hours after sent_to_company_at",
      "and make it again 30 days after withdrawing it",
    ])
      expect(methodology.text).toContain(words);
    // The same rule in Turkish and Spanish, numbers in each language's own notation.
    const turkish = await render(PAGES[2], TURKISH);
    expect(turkish.text).toContain("Bir uck sıralamalarda nasıl sayılır");
    expect(turkish.text).toContain("min(tam hafta cinsinden yaş, 4) ÷ 4 × etkinlik");
    expect(turkish.text).toContain("yalnızca uck vermişse 0,5 olur.");
    const spanish = await render(PAGES[2], SPANISH);
    expect(spanish.text).toContain("Cómo cuenta un uck en las clasificaciones");
    expect(spanish.text).toContain("y 0,5 si solo ha dado ucks.");
    expect(spanish.text).toContain("empiezan a contar 24 horas después de darse.");
    expect(turkish.text).toContain("Zamanında yanıt taahhüdü");
    expect(spanish.text).toContain(
      "en 10 días, es decir 10 × 24 horas después de sent_to_company_at",
    );
  });

  it("/data's dictionary and correction reasons are shared/open-data.ts's words", async () => {
    const page = await render(PAGES[3], ENGLISH);
    expect(page.text).toContain(
      "Every public complaint on UCK, as files anyone may download, study and republish. Each morning",
    );
    expect(page.text).toContain("replaced by [email removed] (unless it is at");
    for (const column of OPEN_DATA_COLUMNS) expect(page.text).toContain(column.about);
    const english = SECTIONS.data.en as Record<string, string>;
    for (const [reason, text] of Object.entries(CORRECTION_REASON_TEXT))
      expect(english[`data.reason.${reason}`]).toBe(text);
  });

  it("/developers keeps its prose and the OpenAPI reference", async () => {
    const page = await render(PAGES[4], ENGLISH);
    for (const words of [
      'The same next page is in the Link header (rel="next").',
      "Every refusal and failure is a Problem object: its type is the address of its kind below",
      "Any website may read it from the browser (CORS is open for GET).",
    ])
      expect(page.text).toContain(words);
  });
});
