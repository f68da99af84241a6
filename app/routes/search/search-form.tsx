import { STATUS_OPTIONS } from "@shared/complaint-status";
import { SEARCH_INPUT_MAX } from "@shared/discovery-options";
import type { CompanyFacet } from "@worker/services/search";
import { Search } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

const select =
  "min-w-0 rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-sm text-neutral-900";

/**
 * The search box and its filters: a plain GET form (it works before JavaScript loads); a
 * changed filter submits at once.
 */
export function SearchForm({
  q,
  status,
  company,
  facets,
}: {
  q: string;
  status: string | undefined;
  company: string | undefined;
  facets: CompanyFacet[];
}) {
  const submitSearch = useSubmit();
  const { t } = usePageMessages("search");
  const statuses = [
    ["", t("search.allStatuses")],
    ...STATUS_OPTIONS.map(([value]) => [value, t(`status.${value}`)] as const),
  ] as const;
  const submit = (event: React.ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form?.requestSubmit();
  // Empty fields stay out of the URL (/search?q=refund, not …&status=&company=).
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const [key, value] of [...data.entries()]) if (value === "") data.delete(key);
    submitSearch(data, { method: "get", action: "/search" });
  }
  const showCompanies = facets.length > 0 || company !== undefined;
  return (
    <Form method="get" action="/search" role="search" onSubmit={onSubmit} className="space-y-3">
      <label htmlFor="search-q" className="sr-only">
        {t("search.label")}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
          />
          <input
            // A new search (or going back) shows its own words.
            key={q}
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            // biome-ignore lint/a11y/noAutofocus: the page exists to type a search
            autoFocus
            maxLength={SEARCH_INPUT_MAX}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("search.label")}
            className="w-full rounded-lg border border-neutral-300 bg-white py-2.5 pr-3 pl-9 text-base text-neutral-900 placeholder:text-neutral-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-neutral-900 px-4 text-sm font-medium text-white hover:bg-neutral-700"
        >
          {t("search.submit")}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <label className="flex min-w-0 items-center gap-2">
          {t("search.status")}
          <select
            key={status ?? ""}
            name="status"
            defaultValue={status ?? ""}
            onChange={submit}
            className={select}
          >
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {showCompanies ? (
          <label className="flex min-w-0 items-center gap-2">
            {t("search.company")}
            <select
              key={company ?? ""}
              name="company"
              defaultValue={company ?? ""}
              onChange={submit}
              className={`${select} max-w-[14rem]`}
            >
              <option value="">{t("search.allCompanies")}</option>
              {company && !facets.some((facet) => facet.slug === company) ? (
                <option value={company}>{company}</option>
              ) : null}
              {facets.map((facet) => (
                <option key={facet.slug} value={facet.slug}>
                  {facet.name} ({facet.count})
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
    </Form>
  );
}
