import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
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
        <Input name="slug" required wide={false} />
      </label>
      <label className="flex flex-col">
        <span className="mb-1 font-medium">{t("contacts.address")}</span>
        <Input name="address" type="email" required wide={false} />
      </label>
      <Button>{t("contacts.setAddress")}</Button>
    </setter.Form>
  );
}
