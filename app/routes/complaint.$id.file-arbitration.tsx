import { PETITION_ATTRIBUTE } from "@shared/arbitration-petition";
import { type PetitionValues, petitionValues } from "@worker/services/escalation/arbitration";
import { data } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/complaint.$id.file-arbitration";
import { ARBITRATION_SHEET_WORDS } from "./arbitration-sheet-words.server";
import { escalationFileFor } from "./complaint/escalation-file.server";

export const handle = { title: "Tüketici hakem heyeti başvuru dilekçesi" };

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Tüketici hakem heyeti başvuru dilekçesi",
    description: "A printable application to a Turkish consumer arbitration committee.",
    path: `/complaint/${params.id}/file/arbitration`,
    noindex: true,
  });

/**
 * GET /complaint/{id}/file/arbitration (decision 045): a printable başvuru dilekçesi to
 * a Tüketici Hakem Heyeti, filled from the escalation file, for a complaint whose venue is one.
 * It is a petition with the content the rules require (docs/registers/turkey-arbitration.md), not
 * the Ministry's form, which could not be read. The sheet is in Turkish, the language of the body
 * it goes to; the note around it is in the visitor's language. It carries only what the file
 * does: the author's e-mail only in their own copy; what UCK does not hold (the Turkish ID number,
 * the address, the invoice's date and number) is a blank to fill by hand. Every printed value is
 * machine-readable too (decision 050): an element with `data-petition-field`, read back by
 * `readPetition` (worker/services/escalation/arbitration.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await escalationFileFor(context, params.id);
  if (!found?.file.venues.some((venue) => venue.id === "thh")) throw data(null, { status: 404 });
  return {
    file: found.file,
    copy: found.copy,
    values: petitionValues(found.file, found.copy),
    sheet: ARBITRATION_SHEET_WORDS,
    pageMessages: pageMessages("complaint", context.locale),
  };
}

const BLANK = "………………………………………………";

/** A decimal amount as Turkish prints it: dots between thousands, a comma before the fraction. */
function turkishNumber(amount: string) {
  const [whole = "0", fraction] = amount.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return fraction ? `${grouped},${fraction}` : grouped;
}

/**
 * One printed value, readable by a machine (decision 050): its field's name, its value where the
 * printed text is formatted, and `data-blank` where UCK does not hold it (a blank to fill by hand).
 */
function Value({
  values,
  name,
  as: Tag = "span",
  value,
  show,
}: {
  values: PetitionValues;
  name: string;
  as?: "span" | "time";
  /** The machine form, when the printed text is formatted. */
  value?: (raw: string) => string;
  /** The printed form, when it is not the value itself. */
  show?: (raw: string) => string;
}) {
  const raw = values[name] ?? null;
  if (raw === null)
    return (
      <span {...{ [PETITION_ATTRIBUTE]: name }} data-blank="">
        {name === "dispute.currency" ? "TL" : BLANK}
      </span>
    );
  const attributes = {
    [PETITION_ATTRIBUTE]: name,
    ...(value ? { "data-value": value(raw) } : {}),
    ...(Tag === "time" ? { dateTime: raw } : {}),
  };
  return <Tag {...attributes}>{show ? show(raw) : raw}</Tag>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd className="whitespace-pre-wrap">{children}</dd>
    </>
  );
}

export default function ArbitrationSheet({ loaderData }: Route.ComponentProps) {
  const { file, values, sheet: w } = loaderData;
  const { t } = usePageMessages("complaint");
  const { complaint } = file;
  const v = (name: string) => <Value values={values} name={name} />;
  const currency = values["dispute.currency"];
  return (
    <main
      className="mx-auto max-w-3xl space-y-5 px-4 py-6 text-sm [overflow-wrap:anywhere] print:max-w-none print:p-0"
      data-print-root
      data-testid="arbitration-sheet"
    >
      <aside className="space-y-1 rounded-lg bg-amber-50 p-3 text-amber-950 print:hidden">
        <h1 className="font-semibold">{t("sheet.title")}</h1>
        <p>{t("sheet.note")}</p>
        <p>
          <a href={`/complaint/${complaint.id}/file`} className="underline">
            {t("sheet.back")}
          </a>
        </p>
      </aside>

      <div lang="tr" className="space-y-5">
        <header className="space-y-1 text-center">
          <p className="font-semibold">
            {BLANK} {w.addressee}
          </p>
          <p className="text-xs text-neutral-600">{w.subtitle}</p>
        </header>

        <section aria-labelledby="sheet-applicant" className="space-y-2">
          <h2 id="sheet-applicant" className="font-semibold">
            {w.applicant}
          </h2>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
            <Row label={w.fullName}>{v("applicant.full_name")}</Row>
            <Row label={w.idNumber}>{v("applicant.tckn")}</Row>
            <Row label={w.address}>{v("applicant.address")}</Row>
            <Row label={w.phone}>{v("applicant.phone")}</Row>
            <Row label={w.emailLabel}>{v("applicant.email")}</Row>
          </dl>
        </section>

        <section aria-labelledby="sheet-trader" className="space-y-2">
          <h2 id="sheet-trader" className="font-semibold">
            {w.trader}
          </h2>
          <dl
            className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1"
            data-testid="sheet-trader"
          >
            <Row label={w.tradeName}>{v("trader.trade_name")}</Row>
            <Row label={w.nameOnUck}>{v("trader.name_on_uck")}</Row>
            <Row label={w.mersis}>{v("trader.mersis")}</Row>
            <Row label={w.vkn}>{v("trader.vkn")}</Row>
            <Row label={w.address}>{v("trader.address")}</Row>
            <Row label={w.website}>{v("trader.website")}</Row>
          </dl>
        </section>

        <section aria-labelledby="sheet-dispute" className="space-y-2">
          <h2 id="sheet-dispute" className="font-semibold">
            {w.dispute}
          </h2>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
            <Row label={w.value}>
              <span data-testid="sheet-amount">
                <Value
                  values={values}
                  name="dispute.value"
                  value={(raw) => raw}
                  show={turkishNumber}
                />{" "}
                <Value
                  values={values}
                  name="dispute.currency"
                  value={(raw) => raw}
                  show={(raw) => (raw === "TRY" ? "TL" : raw)}
                />
                {currency && currency !== "TRY" ? ` (${w.conversion} ${BLANK} TL)` : null}
              </span>
            </Row>
            <Row label={w.invoice}>{v("dispute.invoice")}</Row>
            <Row label={w.subject}>{v("dispute.subject")}</Row>
            <Row label={w.demand}>{v("dispute.demand")}</Row>
          </dl>
          <p>{w.choices}</p>
        </section>

        <section aria-labelledby="sheet-annexes" className="space-y-2">
          <h2 id="sheet-annexes" className="font-semibold">
            {w.annexes}
          </h2>
          <ol className="list-decimal space-y-1 pl-5">
            <li>{w.invoiceCopy}</li>
            <li className="break-all">
              {w.uckFile} {v("annex.uck_file")} ({w.filedOn}{" "}
              <Value values={values} name="annex.filed_on" as="time" /> {w.filedOnAfter})
            </li>
            {file.evidence.map((item) => (
              <li key={item.url} className="break-all">
                {w.photo} {item.url} (SHA-256 {item.sha256})
              </li>
            ))}
          </ol>
        </section>

        <p>{w.closing}</p>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-3">
          <Row label={w.date}>{BLANK}</Row>
          <Row label={w.signature}>{BLANK}</Row>
        </dl>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary message="This sheet could not be loaded. Please try again." />;
}
