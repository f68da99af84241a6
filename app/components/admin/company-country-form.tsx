import { KNOWN_COUNTRIES } from "@shared/places";
import { useFetcher } from "react-router";
import { buttonPrimary } from "~/components/ui/dialog";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "~/routes/admin";

/** Sets a company's country, which picks its escalation venue, by its slug (set-country). */
export function CompanyCountryForm() {
  const country = useFetcher<AdminAnswer>();
  useActionToast(country);
  return (
    <country.Form method="post" className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="set-country" />
      <label className="flex flex-col">
        <span className="mb-1 font-medium">Company slug</span>
        <input name="slug" required className="rounded-md border border-neutral-300 px-3 py-2" />
      </label>
      <label className="flex flex-col">
        <span className="mb-1 font-medium">Country (picks the escalation venue)</span>
        <select name="country" className="rounded-md border border-neutral-300 px-3 py-2">
          <option value="">From its domain</option>
          {KNOWN_COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonPrimary}>
        Set the country
      </button>
    </country.Form>
  );
}
