import { STATUS_OPTIONS } from "@shared/complaint-status";
import { Form, useSearchParams } from "react-router";

const STATUSES = [["all", "All"], ...STATUS_OPTIONS] as const;
const SORTS = [
  ["newest", "Newest"],
  ["oldest", "Oldest"],
  ["most_ucks", "Most ucks"],
] as const;

/**
 * Status filter and sort of a company's complaints, kept in the URL: a GET form. With
 * JavaScript a change applies at once (defaults left out of the URL); without it, Apply sends
 * the form (the button goes once the page is hydrated).
 */
export function ComplaintFilters() {
  const [params, setParams] = useSearchParams();
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
      aria-label="Filter complaints"
    >
      <label className="flex items-center gap-2">
        Status
        <select
          name="status"
          className={select}
          value={params.get("status") ?? "all"}
          onChange={(e) => set("status", e.target.value, "all")}
        >
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        Sort
        <select
          name="sort"
          className={select}
          value={params.get("sort") ?? "newest"}
          onChange={(e) => set("sort", e.target.value, "newest")}
        >
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 font-medium hover:bg-neutral-50 [html[data-hydrated]_&]:hidden"
      >
        Apply
      </button>
    </Form>
  );
}
