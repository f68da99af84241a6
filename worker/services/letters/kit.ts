import {
  CARD_DISPUTES_CHECKED,
  CARD_KINDS,
  CARD_NETWORKS,
  type CardKind,
  type CardNetwork,
  DISPUTE_PROBLEMS,
  DISPUTE_TIMINGS,
  type DisputeProblem,
  type DisputeTiming,
  disputeRow,
  disputeWindow,
  FCBA,
  fcbaLastDay,
  S75,
  s75Eligibility,
} from "@shared/card-disputes";
import { parseDay } from "@shared/clocks";
import type { Locale } from "@shared/i18n";
import type { LetterPlace } from "@shared/letters";
import { z } from "zod";
import type { EscalationFile } from "../escalation/file-schema";
import { esc, type LetterKey, lettersText, lettersWords, page, paragraphs, timeOf } from "./html";

/**
 * The card-dispute kit (decision 047): a plain GET form (no script) for the network,
 * the card, what went wrong and what happened since; the reason code and the days left of its
 * window (shared/card-disputes.ts, third-party summaries, said so); the UK's section 75 or the
 * US Fair Credit Billing Act letter where they apply; and the printable bundle for the bank: the
 * complaint, the timeline, the company's answers word for word, and each photo with the SHA-256
 * of the stored original (computed from the R2 object's bytes by the escalation file).
 */

const day = z
  .string()
  .max(10)
  .refine((value) => value === "" || parseDay(value) !== null)
  .optional()
  .catch(undefined);

/** The kit's query: every field optional, anything else ignored. */
export const KitQuerySchema = z.object({
  network: z.enum(CARD_NETWORKS).optional().catch(undefined),
  card: z.enum(CARD_KINDS).optional().catch(undefined),
  problem: z.enum(DISPUTE_PROBLEMS).optional().catch(undefined),
  timing: z.enum(DISPUTE_TIMINGS).optional().catch(undefined),
  expected: day,
  returned: day,
  credit: day,
  aware: day,
});
export type KitQuery = z.infer<typeof KitQuerySchema>;

export type KitInput = {
  locale: Locale;
  /** Today (YYYY-MM-DD, UTC): the days left count to it. */
  today: string;
  query: KitQuery;
  complaint: {
    id: string;
    purchaseDate: string | null;
    problem: DisputeProblem | null;
    card: CardKind | null;
    amount: { minor: number; currency: string } | null;
    place: LetterPlace | null;
  };
  /** The author's copy of the escalation file: the texts as written, the photos' hashes. */
  file: EscalationFile;
};

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${esc(value)}"${selected ? " selected" : ""}>${label}</option>`;

const NETWORK_NAME: Record<CardNetwork, string> = { visa: "Visa", mastercard: "Mastercard" };

function kitForm(input: KitInput, problem: DisputeProblem | null, card: CardKind | null) {
  const t = lettersWords(input.locale);
  const q = input.query;
  const select = (name: string, label: string, options: string[]) =>
    `<label for="kit-${name}">${label}</label><select id="kit-${name}" name="${name}">${options.join("")}</select>`;
  const date = (name: "expected" | "returned" | "credit" | "aware") =>
    `<label for="kit-${name}">${t(`kit.${name}`)}</label><input id="kit-${name}" type="date" name="${name}" value="${esc(q[name] ?? "")}">`;
  return `<form method="get" action="/complaint/${esc(input.complaint.id)}/card-kit">
<fieldset>
<legend>${t("kit.formLegend")}</legend>
${select(
  "network",
  t("kit.network"),
  CARD_NETWORKS.map((network) => option(network, NETWORK_NAME[network], q.network === network)),
)}
${select(
  "card",
  t("kit.card"),
  CARD_KINDS.map((kind) => option(kind, t(`kit.card.${kind}`), card === kind)),
)}
${select(
  "problem",
  t("kit.problem"),
  DISPUTE_PROBLEMS.map((value) => option(value, t(`kit.problem.${value}`), problem === value)),
)}
${select(
  "timing",
  t("kit.timing"),
  DISPUTE_TIMINGS.map((timing) => option(timing, t(`kit.timing.${timing}`), q.timing === timing)),
)}
${date("expected")}
${date("returned")}
${date("credit")}
${date("aware")}
<button type="submit">${t("kit.show")}</button>
</fieldset>
</form>`;
}

/** What the bank can do: the code, the window and its days left, the wait; or what is missing. */
function kitAnswer(input: KitInput, problem: DisputeProblem | null, card: CardKind | null) {
  const t = lettersWords(input.locale);
  const { locale, query } = input;
  const purchase = input.complaint.purchaseDate;
  if (!purchase) return `<p>${t("kit.needDate")}</p>`;
  const row =
    query.network && card && problem && query.timing
      ? disputeRow(query.network, card, problem, query.timing)
      : null;
  if (!row) return `<p>${t("kit.choose")}</p>`;
  const window = disputeWindow(
    row,
    {
      transaction: purchase,
      expected: query.expected,
      returned: query.returned,
      credit: query.credit,
      aware: query.aware,
    },
    input.today,
  );
  const lines = [
    `<p class="deadline" data-code="${esc(row.code)}">${t("kit.code", {
      network: NETWORK_NAME[row.network],
      code: esc(row.code),
      name: esc(row.name),
    })}</p>`,
    window.passed
      ? `<p>${t("kit.windowPassed", { window: row.windowDays, date: timeOf(window.lastDay, locale) })}</p>`
      : `<p class="deadline" data-last-day="${window.lastDay}">${t("kit.window", {
          date: timeOf(window.lastDay, locale),
          days: window.daysLeft,
          window: row.windowDays,
        })}</p>`,
    `<p>${t("kit.counted", { date: timeOf(window.start, locale) })}</p>`,
    window.fileFrom
      ? `<p>${t("kit.fileFrom", { date: timeOf(window.fileFrom, locale) })}</p>`
      : row.waitDays === null
        ? `<p>${t("kit.waitUnknown")}</p>`
        : "",
    `<p>${t("kit.source", { date: timeOf(CARD_DISPUTES_CHECKED, locale) })} <a href="${esc(row.source)}">${esc(row.source)}</a></p>`,
  ];
  return lines.filter(Boolean).join("\n");
}

/** Section 75 (UK) or the Fair Credit Billing Act letter (US), where the complaint is there. */
function lawAnswer(input: KitInput, card: CardKind | null) {
  const t = lettersWords(input.locale);
  const { locale, complaint } = input;
  if (complaint.place === "uk") {
    const answer = s75Eligibility(card, complaint.amount);
    return `<section>
<h2>${t("kit.s75.heading")}</h2>
<p data-s75="${answer}">${t(`kit.s75.${answer}`)}</p>
<p>${t("kit.source", { date: timeOf(S75.checked, locale) })} <a href="${esc(S75.source)}">${esc(S75.source)}</a></p>
</section>`;
  }
  if (complaint.place === "us") {
    const text =
      card === "credit" && complaint.purchaseDate
        ? t("kit.fcba.text", { date: timeOf(fcbaLastDay(complaint.purchaseDate), locale) })
        : t("kit.fcba.debit");
    return `<section>
<h2>${t("kit.fcba.heading")}</h2>
<p>${text}</p>
<p><a href="${esc(FCBA.source)}">${esc(FCBA.source)}</a></p>
</section>`;
  }
  return "";
}

const utc = (at: string) => `${at.slice(0, 16).replace("T", " ")}`;

/** The bundle for the bank: the complaint, its timeline, the answers verbatim, the photos. */
function bundle(input: KitInput) {
  const t = lettersWords(input.locale);
  const { file } = input;
  const answers = file.timeline.filter((event) => event.kind === "company_response");
  const timeline = file.timeline
    .map(
      (event) =>
        `<tr><td><time datetime="${esc(event.at)}">${esc(utc(event.at))}</time></td><td>${t(`kit.event.${event.kind}` as LetterKey)}${event.amount ? ` (${esc(event.amount.amount)} ${esc(event.amount.currency)})` : ""}</td><td>${event.kind === "company_response" ? "" : esc(event.detail ?? "")}</td></tr>`,
    )
    .join("\n");
  const photos = file.evidence
    .map(
      (item) =>
        `<figure><img src="${esc(item.url)}" alt="" width="480"><figcaption>${t("kit.sha")} <span class="hash" data-sha256="${esc(item.sha256)}">${esc(item.sha256)}</span><br><a href="${esc(item.url)}">${esc(item.url)}</a></figcaption></figure>`,
    )
    .join("\n");
  return `<section>
<h2>${t("kit.bundle")}</h2>
<h3>${t("kit.complaint")}</h3>
<p>${esc(file.company.legal_entity?.legal_name ?? file.company.name)} · <a href="${esc(file.complaint.url)}">${esc(file.complaint.url)}</a></p>
<blockquote>${paragraphs(file.complaint.text)}</blockquote>
<h3>${t("kit.timeline")}</h3>
<table>
<tbody>
${timeline}
</tbody>
</table>
<h3>${t("kit.answers")}</h3>
${
  answers.length === 0
    ? `<p>${t("kit.noAnswers")}</p>`
    : answers
        .map(
          (event) =>
            `<blockquote data-answer><p><time datetime="${esc(event.at)}">${esc(utc(event.at))}</time></p>${paragraphs(event.detail ?? "")}</blockquote>`,
        )
        .join("\n")
}
<h3>${t("kit.photos")}</h3>
${photos || `<p>${t("kit.noPhotos")}</p>`}
</section>`;
}

/** The kit's page: no script, printable. */
export function renderKit(input: KitInput): string {
  const t = lettersWords(input.locale);
  const problem = input.query.problem ?? input.complaint.problem;
  const card = input.query.card ?? input.complaint.card;
  const screen = [
    `<p>${t("kit.intro")}</p>`,
    kitForm(input, problem, card),
    `<p><a href="/complaint/${esc(input.complaint.id)}">${t("letters.back")}</a></p>`,
  ].join("\n");
  const body = `<h1>${t("kit.title")}</h1>
<p><strong>${t("kit.thirdParty")}</strong></p>
${kitAnswer(input, problem, card)}
${lawAnswer(input, card)}
${bundle(input)}`;
  return page({
    locale: input.locale,
    title: lettersText(input.locale)("kit.title"),
    screen,
    body,
  });
}

/** The complaint's card (its payment answer), as the kit reads it. */
export const cardOf = (payment: string | null): CardKind | null =>
  payment === "credit_card" ? "credit" : payment === "debit_card" ? "debit" : null;

export type { DisputeTiming };
