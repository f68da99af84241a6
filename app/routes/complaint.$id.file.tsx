import { CATEGORY_LABELS, isCategorySlug } from "@shared/category-labels";
import { statusLabel } from "@shared/complaint-status";
import { fromDecimal, money } from "@shared/format";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { NO_VENUE } from "@shared/venues";
import type { TimelineEvent } from "@worker/services/escalation/file-schema";
import { data } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/complaint.$id.file";
import { escalationFileFor } from "./complaint/escalation-file.server";

export const handle = { title: "Escalation file" };

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  pageMeta(matches, {
    title: loaded
      ? `Escalation file: complaint about ${loaded.file.company.name}`
      : "Escalation file",
    description: "The complaint, every event with its time, the evidence and where to take it.",
    path: `/complaint/${params.id}/file`,
    // The complaint's own page is the one to find; the file is for the people it concerns.
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await escalationFileFor(context, params.id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** A category slug's English name (the file is one English document). */
const categoryName = (slug: string) => (isCategorySlug(slug) ? CATEGORY_LABELS[slug] : slug);

const KIND_TEXT: Record<TimelineEvent["kind"], string> = {
  filed: "Filed on UCK",
  sent_to_company: "Sent to the company",
  contact_attempt: "UCK tried to reach the company",
  company_not_reached: "Escalated on UCK after 48 hours; the company was never reached",
  company_response: "The company answered",
  refund_offered: "The company offered a refund",
  refund_received: "The complainant confirmed the refund arrived",
  refund_not_received: "The complainant said the refund did not arrive",
  escalated: "Escalated on UCK: no answer within 48 hours",
  follow_up: "UCK followed up with the company: still no answer a week after escalation",
  letter_sent: "UCK mailed the complainant's letter before action to the company",
  sent_to_venue: "UCK sent the file to",
  resolved: "Marked resolved",
};

// The escalation file is one English document for every venue (not yet in other languages).
// biome-ignore lint/plugin: its dates are the document's own, not the visitor's (decision 030).
const AT = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const at = (iso: string) => `${AT.format(new Date(iso))} UTC`;

// The file's amounts are decimals in their currency's own minor units ("5000" yen, "1240.50" USD).
const amountText = (value: { amount: string; currency: string }) =>
  money(fromDecimal(value.amount, value.currency), value.currency, DEFAULT_LOCALE);

/** The registers' names, in the file's English (decision 045). */
const REGISTRY_TEXT: Record<string, string> = {
  lei: "LEI (GLEIF)",
  gb_company_number: "UK company number (Companies House)",
  tr_mersis: "MERSİS number",
  tr_vkn: "Tax number (VKN)",
  br_cnpj: "CNPJ",
  es_nif: "NIF",
  other: "Register number",
};

const SOURCE_TEXT: Record<string, string> = {
  gleif: "from GLEIF, confirmed by UCK",
  companies_house: "from Companies House, confirmed by UCK",
  company: "entered by the company, checked by UCK",
  superadmin: "entered by UCK",
};

/**
 * The printable escalation file: one page a complainant prints or saves as PDF and hands an
 * authority, with every fact the JSON copy has. Plain HTML (no script needed); the print
 * stylesheet (app.css) prints only this document.
 */
export default function EscalationFilePage({ loaderData }: Route.ComponentProps) {
  const { file, copy } = loaderData;
  const { complaint, company, complainant } = file;
  return (
    <main
      className="mx-auto max-w-3xl space-y-6 px-4 py-6 text-sm print:max-w-none print:p-0"
      data-print-root
      data-testid="escalation-file"
    >
      <header className="space-y-1 border-b border-neutral-300 pb-3">
        <h1 className="text-xl font-bold">Consumer complaint about {company.name}</h1>
        <p className="text-neutral-700">
          Escalation file from UCK (schema version {file.schema_version}),{" "}
          {copy === "author" ? "the complainant's own copy" : "public copy"}. Complaint{" "}
          <a href={complaint.url} className="underline break-all">
            {complaint.url}
          </a>
        </p>
        <p className="print:hidden">
          <a href={`/complaint/${complaint.id}/file.json`} className="text-brand-700 underline">
            The same file as JSON
          </a>
          {" · "}Print this page or save it as PDF from your browser's print menu.
        </p>
        {file.venues.some((venue) => venue.id === "cfpb") ? (
          <p className="print:hidden" data-testid="file-cfpb">
            In the CFPB's own field names (its current 16-field layout):{" "}
            <a
              href={`/complaint/${complaint.id}/file.cfpb.json`}
              className="text-brand-700 underline"
            >
              JSON
            </a>
            {" · "}
            <a
              href={`/complaint/${complaint.id}/file.cfpb.csv`}
              className="text-brand-700 underline"
            >
              CSV
            </a>
          </p>
        ) : null}
        {file.venues.some((venue) => venue.id === "thh") ? (
          <p className="print:hidden" data-testid="file-arbitration">
            <a
              href={`/complaint/${complaint.id}/file/arbitration`}
              className="text-brand-700 underline"
            >
              Application sheet for the Turkish consumer arbitration committee (printable, in
              Turkish)
            </a>
          </p>
        ) : null}
      </header>

      <section
        aria-labelledby="file-parties"
        className="grid gap-4 sm:grid-cols-2 print:grid-cols-2"
      >
        <h2 id="file-parties" className="sr-only">
          Parties
        </h2>
        <dl className="space-y-1">
          <dt className="font-semibold">Complainant</dt>
          <dd>{complainant.display_name}</dd>
          {complainant.email ? <dd data-testid="file-email">{complainant.email}</dd> : null}
        </dl>
        <dl className="space-y-1">
          <dt className="font-semibold">Company</dt>
          <dd>{company.name}</dd>
          {company.legal_entity ? (
            <dd data-testid="file-legal-entity">
              {company.legal_entity.legal_name}, {REGISTRY_TEXT[company.legal_entity.registry]}{" "}
              {company.legal_entity.identifier}
              {company.legal_entity.address ? `, ${company.legal_entity.address}` : ""} (
              {SOURCE_TEXT[company.legal_entity.source]} on {company.legal_entity.checked})
            </dd>
          ) : (
            <dd data-testid="file-legal-entity">Legal entity unknown</dd>
          )}
          {company.domain ? <dd>{company.domain}</dd> : null}
          <dd>{company.country ?? "Country not known"}</dd>
          <dd>
            <a href={company.page_url} className="underline break-all">
              {company.page_url}
            </a>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="file-complaint" className="space-y-2">
        <h2 id="file-complaint" className="text-base font-semibold">
          The complaint
        </h2>
        <p className="whitespace-pre-wrap rounded-lg border border-neutral-200 p-3">
          {complaint.text}
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">Filed</dt>
          <dd>{at(complaint.filed_at)}</dd>
          <dt className="font-medium">Status</dt>
          <dd>{statusLabel(complaint.status)}</dd>
          {complaint.category ? (
            <>
              <dt className="font-medium">Category</dt>
              {/* The category's name, not its slug (the JSON keeps the slug). */}
              <dd data-testid="file-category">{categoryName(complaint.category)}</dd>
            </>
          ) : null}
          {complaint.location ? (
            <>
              <dt className="font-medium">Location</dt>
              <dd>{complaint.location}</dd>
            </>
          ) : null}
          <dt className="font-medium">What would resolve it</dt>
          <dd>{complaint.resolution_sought ?? "Not stated"}</dd>
          <dt className="font-medium">Amount in dispute</dt>
          <dd>
            {complaint.amount_in_dispute ? amountText(complaint.amount_in_dispute) : "Not stated"}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="file-timeline" className="space-y-2">
        <h2 id="file-timeline" className="text-base font-semibold">
          Timeline (UTC)
        </h2>
        <ol className="space-y-2 border-l-2 border-neutral-300 pl-4" data-testid="file-timeline">
          {file.timeline.map((event) => (
            <li key={`${event.kind}-${event.at}-${event.detail ?? ""}`} data-kind={event.kind}>
              <p>
                <time dateTime={event.at} className="font-medium">
                  {at(event.at)}
                </time>
                : {KIND_TEXT[event.kind]}
                {event.kind === "sent_to_venue" && event.detail ? ` ${event.detail}` : ""}
                {event.amount ? ` (${amountText(event.amount)})` : ""}
              </p>
              {event.kind === "company_response" && event.detail ? (
                <blockquote className="mt-1 whitespace-pre-wrap border-l-2 border-neutral-200 pl-3 text-neutral-700">
                  {event.detail}
                </blockquote>
              ) : (event.kind === "sent_to_company" ||
                  event.kind === "contact_attempt" ||
                  event.kind === "company_not_reached") &&
                event.detail ? (
                <p className="text-neutral-700">{event.detail}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="file-evidence" className="space-y-2">
        <h2 id="file-evidence" className="text-base font-semibold">
          Evidence
        </h2>
        {file.evidence.length === 0 ? (
          <p>No photo was attached.</p>
        ) : (
          <ul className="space-y-1">
            {file.evidence.map((item) => (
              <li key={item.url} className="break-all">
                {/* The photo itself, as it prints, above its address and hash. */}
                <img
                  src={item.url}
                  alt="Attached to the complaint by its author"
                  className="mb-1 max-h-96 max-w-full border border-neutral-300"
                  data-testid="file-photo"
                />
                <a href={item.url} className="underline">
                  {item.url}
                </a>
                <br />
                <span className="font-mono text-xs">SHA-256 {item.sha256}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="file-venues" className="space-y-2" data-testid="file-venues">
        <h2 id="file-venues" className="text-base font-semibold">
          Where to take it
        </h2>
        {file.venues.length === 0 ? (
          <p>{NO_VENUE}</p>
        ) : (
          file.venues.map((venue) => (
            <div key={venue.id} className="space-y-1">
              <p>
                <a href={venue.url} className="font-medium underline">
                  {venue.name}
                </a>{" "}
                <span className="break-all text-neutral-600 print:inline">({venue.url})</span>
              </p>
              <p>{venue.reason}</p>
              {venue.available_from ? (
                <p>It takes the case from {at(venue.available_from)}.</p>
              ) : null}
              <p className="text-xs text-neutral-600">
                Rule: {venue.rule} Checked against {venue.source} on {venue.checked}.
              </p>
            </div>
          ))
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary message="This file could not be loaded. Please try again." />;
}
