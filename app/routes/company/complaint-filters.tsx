import { STATUS_OPTIONS } from "@shared/complaint-status";
import { Form, useSearchParams } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

const STATUSES = ["all", ...STATUS_OPTIONS.map(([value]) => value)] as const;
const SORTS = [
  ["newest", "filters.newest"],
  ["oldest", "filters.oldest"],
  ["most_ucks", "filters.mostUcks"],
] as const;

/**
 * Status filter and sort of a company's complaints, kept in the URL: a GET form. With
 * JavaScript a change applies at once (defaults left out of the URL); without it, Apply sends
 * the form (the button goes once the page is hydrated).
 */
export function ComplaintFilters() {
  const [params, setParams] = useSearchParams();
  const { t } = usePageMessages("company");
  const set = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { preventScrollReset: true },
    );
  const select = "rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-sm";
  return (
    <Form
      method="get"
      preventScrollReset
      className="flex flex-wrap items-center gap-3 text-sm"
      aria-label={t("filters.label")}
    >
      <label className="flex items-center gap-2">
        {t("filters.status")}
        <select
          name="status"
          className={select}
          value={params.get("status") ?? "all"}
          onChange={(e) => set("status", e.target.value, "all")}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(value === "all" ? "filters.all" : `status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        {t("filters.sort")}
        <select
          name="sort"
          className={select}
          value={params.get("sort") ?? "newest"}
          onChange={(e) => set("sort", e.target.value, "newest")}
        >
          {SORTS.map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 font-medium hover:bg-neutral-50 [html[data-hydrated]_&]:hidden"
      >
        {t("filters.apply")}
      </button>
    </Form>
  );
}
