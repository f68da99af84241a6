import { badgeHeight } from "@shared/badge";
import { companyPath } from "@shared/company-path";
import { usePageMessages } from "~/i18n/page-messages";
import { useRootData } from "~/lib/root-data";

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The honest badge and the HTML to embed it: anyone may show a company's UCK record on any site,
 * and the badge always counts the last 12 months (worker/services/companies/badge.ts). The
 * preview is the badge itself, at its own size where the column allows and scaled down to the
 * column's width, never cut; the snippet folds away until asked for.
 */
export function BadgeEmbed({
  company,
  className = "",
  pledged = false,
}: {
  company: { name: string; slug: string };
  className?: string;
  /** A company that ever pledged has a taller badge (its pledge's line, decision 043). */
  pledged?: boolean;
}) {
  const height = badgeHeight(pledged);
  const { publicConfig } = useRootData();
  const { t } = usePageMessages("company");
  const path = companyPath(company.slug);
  const page = `${publicConfig.publicHost}${path}`;
  const snippet = `<a href="${attribute(page)}"><img src="${attribute(`${page}/badge.svg`)}" alt="${attribute(`${company.name} on UCK`)}" height="${height}"></a>`;
  return (
    <section
      className={`min-w-0 space-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm ${className}`}
      aria-labelledby="badge-heading"
      data-testid="badge-embed"
    >
      <h2 id="badge-heading" className="font-semibold">
        {t("badge.heading")}
      </h2>
      <a href={`${path}/badge.svg`} className="block w-fit max-w-full">
        <img
          src={`${path}/badge.svg`}
          alt={t("badge.alt", { company: company.name })}
          height={height}
          loading="lazy"
          className={`h-auto w-auto max-w-full ${pledged ? "max-h-[66px]" : "max-h-13"}`}
          data-testid="badge-preview"
        />
      </a>
      <p className="text-neutral-700">{t("badge.text")}</p>
      <details className="group">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          {t("badge.copy")}
        </summary>
        <label htmlFor="badge-snippet" className="sr-only">
          {t("badge.copy")}
        </label>
        <textarea
          id="badge-snippet"
          readOnly
          rows={4}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-2 w-full rounded-md border border-neutral-300 bg-neutral-50 p-2 font-mono text-xs"
        />
      </details>
    </section>
  );
}
