import { useFetcher } from "react-router";
import { buttonPrimary } from "~/components/ui/dialog";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "./route";

/** Sets a company's complaints address outright, by its slug (set-contact). */
export function ComplaintsAddressForm() {
  const setter = useFetcher<AdminAnswer>();
  useActionToast(setter);
  const { t } = usePageMessages("admin");
  return (
    <setter.Form method="post" className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="set-contact" />
      <label className="flex flex-col">
        <span className="mb-1 font-medium">{t("contacts.slug")}</span>
        <input name="slug" required className="rounded-md border border-neutral-300 px-3 py-2" />
      </label>
      <label className="flex flex-col">
        <span className="mb-1 font-medium">{t("contacts.address")}</span>
        <input
          name="address"
          type="email"
          required
          className="rounded-md border border-neutral-300 px-3 py-2"
        />
      </label>
      <button type="submit" className={buttonPrimary}>
        {t("contacts.setAddress")}
      </button>
    </setter.Form>
  );
}
