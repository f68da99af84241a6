import { KNOWN_COUNTRIES } from "@shared/places";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
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
        <Input name="slug" required wide={false} />
      </label>
      <label className="flex flex-col">
        <span className="mb-1 font-medium">{t("country.label")}</span>
        <Select name="country" wide={false}>
          <option value="">{t("country.fromDomain")}</option>
          {KNOWN_COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </label>
      <Button>{t("country.set")}</Button>
    </country.Form>
  );
}
