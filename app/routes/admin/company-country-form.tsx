import { KNOWN_COUNTRIES } from "@shared/places";
import { useFetcher } from "react-router";
import { buttonPrimary } from "~/components/ui/dialog";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "./route";

/** Sets a company's country, which picks its escalation venue, by its slug (set-country). */
export function CompanyCountryForm() {
  const country = useFetcher<AdminAnswer>();
  useActionToast(country);
  const { t } = usePageMessages("admin");
  return (
    <country.Form method="post" className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="set-country" />
      <label className="flex flex-col">
        <span className="mb-1 font-medium">{t("contacts.slug")}</span>
        <input name="slug" required className="rounded-md border border-neutral-300 px-3 py-2" />
      </label>
      <label className="flex flex-col">
        <span className="mb-1 font-medium">{t("country.label")}</span>
        <select name="country" className="rounded-md border border-neutral-300 px-3 py-2">
          <option value="">{t("country.fromDomain")}</option>
          {KNOWN_COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonPrimary}>
        {t("country.set")}
      </button>
    </country.Form>
  );
}
