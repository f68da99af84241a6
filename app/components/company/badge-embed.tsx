import { companyPath } from "@shared/company-path";
import { useRootData } from "~/lib/root-data";

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The honest badge and the HTML to embed it: anyone may show a company's UCK record on any site,
 * and the badge always counts the last 12 months (worker/services/companies/badge.ts).
 */
export function BadgeEmbed({ company }: { company: { name: string; slug: string } }) {
  const { publicConfig } = useRootData();
  const path = companyPath(company.slug);
  const page = `${publicConfig.publicHost}${path}`;
  const snippet = `<a href="${attribute(page)}"><img src="${attribute(`${page}/badge.svg`)}" alt="${attribute(`${company.name} on UCK`)}" height="20"></a>`;
  return (
    <section
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm"
      aria-labelledby="badge-heading"
      data-testid="badge-embed"
    >
      <h2 id="badge-heading" className="font-semibold">
        UCK badge
      </h2>
      <p className="text-neutral-700">
        Show this record on any site. It always counts the last 12 months: complaints, the share
        answered and the median response time, never a chosen few.
      </p>
      {/* At its own size (it is read at 20 px): a narrow column scrolls it. */}
      <div className="overflow-x-auto">
        <a href={`${path}/badge.svg`} className="inline-block">
          <img
            src={`${path}/badge.svg`}
            alt={`${company.name}'s UCK record over the last 12 months`}
            height={20}
            loading="lazy"
            className="h-5 w-auto max-w-none"
          />
        </a>
      </div>
      <label htmlFor="badge-snippet" className="block font-medium">
        HTML to copy
      </label>
      <textarea
        id="badge-snippet"
        readOnly
        rows={4}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-neutral-300 bg-neutral-50 p-2 font-mono text-xs"
      />
    </section>
  );
}
