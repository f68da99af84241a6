import { money } from "@shared/format";
import type { Locale } from "@shared/i18n";
import {
  CITATIONS,
  LETTER_PLACES,
  type LetterPlace,
  type LetterVariant,
  letterDeadline,
} from "@shared/letters";
import {
  esc,
  type LetterKey,
  lettersText,
  lettersWords,
  longDay,
  page,
  paragraphs,
  timeOf,
} from "./html";

/**
 * The printable letter before action (decision 047): a whole HTML document with a print
 * stylesheet and no script, in the author's language, addressed to the company's confirmed legal
 * entity when UCK knows it (decision 045) and else to its name on UCK, citing the laws of the
 * variant (shared/letters.ts) with each one's source and checked day, the amount with its
 * currency, what would resolve it, and the dated deadline. A pure function of its input, so the
 * golden files (test/letters/golden/) pin every word.
 */
export type LetterInput = {
  locale: Locale;
  variant: LetterVariant;
  /** The letter's date (YYYY-MM-DD, UTC): the deadline counts from it. */
  letterDay: string;
  complaint: {
    id: string;
    /** When it was filed (YYYY-MM-DD). */
    filedDay: string;
    text: string;
    purchaseDate: string | null;
    amount: { minor: number; currency: string } | null;
    resolution: string | null;
  };
  author: { name: string; email: string | null };
  company: {
    name: string;
    domain: string | null;
    legalEntity: { legalName: string; identifier: string; address: string | null } | null;
  };
  /** The complaint page's address, for the screen-only links. */
  complaintUrl: string;
  /** The letter's own path without a query, for the other places' links. */
  letterPath: string;
};

/** A blank for what UCK does not know, to fill in by hand. */
const BLANK = "……………………";

/** The letter itself (the sheet that is printed and mailed), as HTML. */
export function letterSheet(input: LetterInput): string {
  const { locale, variant, complaint, company } = input;
  const t = lettersWords(locale);
  const deadline = letterDeadline(variant, input.letterDay);
  const amount = complaint.amount
    ? esc(money(complaint.amount.minor, complaint.amount.currency, locale))
    : BLANK;
  const laws = variant.citations.map((id) => CITATIONS[id]);
  const lawText = esc(variant.inText ?? laws.map((law) => law.cite).join("; "));
  const entity = company.legalEntity;
  const to = [
    `<strong>${esc(entity?.legalName ?? company.name)}</strong>`,
    ...(entity && entity.legalName !== company.name ? [esc(company.name)] : []),
    ...(entity ? [t("letters.registerNumber", { identifier: esc(entity.identifier) })] : []),
    ...(entity?.address ? [esc(entity.address)] : []),
    ...(!entity ? [`<em>${t("letters.legalUnknown")}</em>`] : []),
    ...(company.domain ? [esc(company.domain)] : []),
  ].join("<br>");
  const from = [
    esc(input.author.name),
    ...(input.author.email ? [esc(input.author.email)] : []),
  ].join("<br>");
  const sources = laws
    .map(
      (law) =>
        `<li>${t("letters.sourceLine", { cite: esc(law.cite), date: timeOf(law.checked, locale) })} <a href="${esc(law.source)}">${esc(law.source)}</a>${law.numbered ? "" : ` ${t("letters.numberless")}`}</li>`,
    )
    .join("\n");
  return `<dl class="head">
<dt>${t("letters.from")}</dt><dd>${from}</dd>
<dt>${t("letters.to")}</dt><dd>${to}</dd>
<dt>${t("letters.date")}</dt><dd>${timeOf(input.letterDay, locale)}</dd>
<dt>${t("letters.reference")}</dt><dd>${t("letters.referenceValue", { id: esc(complaint.id) })}</dd>
</dl>
<h1>${t("letters.subject", { company: esc(entity?.legalName ?? company.name) })}</h1>
<p>${t("letters.salutation")}</p>
<p>${t(`letters.facts.${variant.problem}`, {
    date: complaint.purchaseDate ? timeOf(complaint.purchaseDate, locale) : BLANK,
    amount,
  })}</p>
<p>${t("letters.complaintWords", { day: timeOf(complaint.filedDay, locale) })}</p>
<blockquote>${paragraphs(complaint.text)}</blockquote>
<p>${t(`letters.law.${variant.place}.${variant.problem}` as LetterKey, { law: lawText })}</p>
<p>${t(`letters.demand.${variant.problem}`)}</p>
${complaint.amount ? `<p>${t("letters.amount", { amount })}</p>` : ""}
${complaint.resolution ? `<p>${t("letters.resolution", { resolution: esc(complaint.resolution.trim()) })}</p>` : ""}
<p class="deadline">${t("letters.deadline", { deadline: timeOf(deadline, locale), days: variant.deadlineDays })}</p>
<p>${t(`letters.next.${variant.place}` as LetterKey)}</p>
<p>${t("letters.closing")}</p>
<p>${esc(input.author.name)}</p>
<section class="notes">
<h2>${t("letters.sources")}</h2>
<ul>
${sources}
</ul>
<p>${t("letters.template")}</p>
</section>`;
}

/** The printable page: the sheet, and above it (on screen only) how to print and the links. */
export function renderLetter(input: LetterInput): string {
  const { locale, variant, company } = input;
  const t = lettersWords(locale);
  const others = LETTER_PLACES.filter((place) => place !== variant.place).map(
    (place: LetterPlace) =>
      `<a href="${esc(`${input.letterPath}?place=${place}`)}">${t(`letters.place.${place}` as LetterKey)}</a>`,
  );
  const screen = [
    `<p>${t("letters.print")}</p>`,
    `<p><strong>${t("letters.template")}</strong></p>`,
    `<p>${t("letters.other")} ${others.join(" · ")}</p>`,
    `<p><a href="${esc(input.complaintUrl)}">${t("letters.back")}</a></p>`,
  ].join("\n");
  const name = company.legalEntity?.legalName ?? company.name;
  return page({
    locale,
    title: `${lettersText(locale)("letters.title")}: ${name}`,
    screen,
    body: letterSheet(input),
  });
}

/** The day a letter's deadline falls on, for the one UCK sends (shared/letters.ts). */
export { letterDeadline, longDay };
