/**
 * The letters before action (issue 64, decision 047): every letter (five places × three
 * problems, and two in another language than the place's) is rendered from fixed input and
 * compared with its golden file in test/letters/golden/, read once by a person and kept in the
 * repository (`npx tsx scripts/update-letter-golden.ts` writes them again after a change; read
 * the diff). Each letter carries its statute references with their source and checked day, the
 * amount with its currency, the deadline date, and the "template, not legal advice" notice.
 * html-validate checks the same files in e2e/letters/letter.spec.ts (it runs in Node).
 */
import { env } from "cloudflare:test";
import { money } from "@shared/format";
import type { Locale } from "@shared/i18n";
import {
  CITATIONS,
  LETTER_VARIANTS,
  type LetterPlace,
  type LetterProblem,
  letterDeadline,
  letterVariant,
} from "@shared/letters";
import { lettersEn } from "@shared/messages/en/letters";
import { lettersEs } from "@shared/messages/es/letters";
import { lettersTr } from "@shared/messages/tr/letters";
import { esc } from "@worker/services/letters/html";
import { type LetterInput, renderLetter } from "@worker/services/letters/letter";
import { describe, expect, it } from "vitest";

const golden = import.meta.glob<string>("./golden/*.html", {
  query: "?raw",
  import: "default",
  eager: true,
});

const updating = env.UPDATE_LETTER_GOLDEN === "1";

const LANGUAGE: Record<LetterPlace, Locale> = { uk: "en", tr: "tr", es: "es", us: "en", eu: "en" };

const AMOUNT: Record<LetterPlace, { minor: number; currency: string }> = {
  uk: { minor: 24_999, currency: "GBP" },
  tr: { minor: 1_249_900, currency: "TRY" },
  es: { minor: 8_950, currency: "EUR" },
  us: { minor: 15_900, currency: "USD" },
  eu: { minor: 42_000, currency: "EUR" },
};

const TEXT: Record<Locale, string> = {
  en: "I ordered a coffee machine on 20 October & paid in full.\n\nNobody answers my e-mails <since then>.",
  tr: "20 Ekim'de bir kahve makinesi sipariş ettim ve tamamını ödedim.\n\nO günden beri e-postalarıma kimse yanıt vermiyor.",
  es: "Pedí una cafetera el 20 de octubre y la pagué entera.\n\nDesde entonces nadie responde a mis correos.",
};

const RESOLUTION: Record<Locale, string> = {
  en: "A full refund of the price, or the machine delivered working.",
  tr: "Bedelin tamamının iadesi ya da makinenin çalışır hâlde teslimi.",
  es: "El reembolso íntegro del precio, o la cafetera entregada y funcionando.",
};

/** The fixed input of one letter: the same complaint, told in the letter's language. */
function inputOf(place: LetterPlace, problem: LetterProblem, locale: Locale): LetterInput {
  const variant = letterVariant(place, problem);
  if (!variant) throw new Error(`no letter for ${place} ${problem}`);
  return {
    locale,
    variant,
    letterDay: "2026-11-29",
    complaint: {
      id: `golden-${place}-${problem}`,
      filedDay: "2026-11-02",
      text: TEXT[locale],
      purchaseDate: "2026-10-20",
      amount: AMOUNT[place],
      resolution: RESOLUTION[locale],
    },
    author: { name: "Ada Lovelace", email: "ada@example.com" },
    company: {
      name: "Acme",
      domain: "acme.example",
      // A confirmed legal entity (decision 045) for the UK and Turkish letters; none elsewhere.
      legalEntity:
        place === "uk"
          ? {
              legalName: "Acme Retail Limited",
              identifier: "01234567",
              address: "1 High Street, London EC1A 1AA",
            }
          : place === "tr"
            ? {
                legalName: "Acme Ticaret A.Ş.",
                identifier: "0012345678900015",
                address: "Büyükdere Cad. 1, İstanbul",
              }
            : null,
    },
    complaintUrl: `/complaint/golden-${place}-${problem}`,
    letterPath: `/complaint/golden-${place}-${problem}/letter`,
  };
}

const CASES: Array<{ name: string; place: LetterPlace; problem: LetterProblem; locale: Locale }> = [
  ...LETTER_VARIANTS.map((variant) => ({
    name: `${variant.place}-${variant.problem}.${LANGUAGE[variant.place]}`,
    place: variant.place,
    problem: variant.problem,
    locale: LANGUAGE[variant.place],
  })),
  // The author's language, not the place's: a Turkish reader in the UK, a Spanish one in the US.
  { name: "uk-faulty.tr", place: "uk", problem: "faulty", locale: "tr" },
  { name: "us-not_delivered.es", place: "us", problem: "not_delivered", locale: "es" },
];

const TEMPLATE: Record<Locale, string> = {
  en: lettersEn["letters.template"],
  tr: lettersTr["letters.template"],
  es: lettersEs["letters.template"],
};

describe("the golden letters", () => {
  it("cover five places × three problems", () => {
    expect(LETTER_VARIANTS).toHaveLength(15);
    expect(new Set(LETTER_VARIANTS.map((v) => `${v.place}:${v.problem}`)).size).toBe(15);
  });

  for (const { name, place, problem, locale } of CASES) {
    it(`${name} matches its golden file and says what it must`, () => {
      const input = inputOf(place, problem, locale);
      const html = renderLetter(input);
      if (updating) {
        // biome-ignore lint/suspicious/noConsole: only with UPDATE_LETTER_GOLDEN; the way scripts/update-letter-golden.ts gets the letters out of workerd.
        console.log(`LETTER_GOLDEN ${name} ${Buffer.from(html).toString("base64")}`);
        return;
      }
      const file = golden[`./golden/${name}.html`];
      expect(file, `test/letters/golden/${name}.html`).toBeDefined();
      expect(html).toBe(file);

      // Each statute reference, with the address it was checked against and the day.
      for (const id of input.variant.citations) {
        const law = CITATIONS[id];
        expect(html).toContain(esc(law.cite));
        expect(html).toContain(`href="${esc(law.source)}"`);
        expect(html).toContain(`datetime="${law.checked}"`);
      }
      // The amount with its currency, as the language writes it.
      const amount = AMOUNT[place];
      expect(html).toContain(esc(money(amount.minor, amount.currency, locale)));
      // The dated deadline: 14 days from the letter's date.
      expect(letterDeadline(input.variant, "2026-11-29")).toBe("2026-12-13");
      expect(html).toContain('<time datetime="2026-12-13">');
      // A template, not legal advice; in the author's language; no script; texts escaped.
      expect(html).toContain(esc(TEMPLATE[locale]));
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).not.toMatch(/<script/i);
      if (locale === "en") expect(html).toContain("&lt;since then&gt;");
    });
  }

  it("print an article number only where it was confirmed, and say so where it was not", () => {
    for (const variant of LETTER_VARIANTS) {
      const html = renderLetter(inputOf(variant.place, variant.problem, "en"));
      const unnumbered = variant.citations.some((id) => !CITATIONS[id].numbered);
      expect(html.includes(esc(lettersEn["letters.numberless"])), variant.place).toBe(unnumbered);
    }
    // No Turkish article number and no Spanish article number is printed (none was confirmed).
    for (const place of ["tr", "es"] as const) {
      for (const problem of ["not_delivered", "faulty", "cancelled_not_refunded"] as const) {
        const html = renderLetter(inputOf(place, problem, LANGUAGE[place]));
        expect(html).not.toMatch(/\b(madde|m\.|art(ículo|\.)?)\s*\d/i);
      }
    }
  });
});
