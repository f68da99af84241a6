import { KNOWN_COUNTRIES } from "@shared/places";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { Field } from "./field";
import type { AdminAnswer } from "./route";

const LAYOUTS = {
  /** The fields side by side, wrapping, the button at their foot. */
  row: "flex flex-wrap items-end gap-2 text-sm",
  /** Three columns for a longer form; the button keeps its own width in its cell. */
  grid: "grid gap-2 text-sm sm:grid-cols-3",
};

/**
 * A superadmin's form about one company named by its slug: the intent, the slug field, what
 * else the intent takes (children) and the button. Posts to the admin action, with or without
 * JavaScript, and says the answer in a toast.
 */
export function SlugForm({
  intent,
  submit,
  variant = "primary",
  layout = "row",
  children,
}: {
  intent: string;
  submit: ReactNode;
  variant?: ButtonVariant;
  layout?: keyof typeof LAYOUTS;
  children?: ReactNode;
}) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const { t } = usePageMessages("admin");
  return (
    <fetcher.Form method="post" className={LAYOUTS[layout]}>
      <input type="hidden" name="intent" value={intent} />
      <Field label={t("contacts.slug")}>
        <Input name="slug" required wide={false} />
      </Field>
      {children}
      <Button
        variant={variant}
        className={layout === "grid" ? "self-start justify-self-start" : undefined}
      >
        {submit}
      </Button>
    </fetcher.Form>
  );
}

/** Sets a company's complaints address outright (set-contact). */
export function ComplaintsAddressForm() {
  const { t } = usePageMessages("admin");
  return (
    <SlugForm intent="set-contact" submit={t("contacts.setAddress")}>
      <Field label={t("contacts.address")}>
        <Input name="address" type="email" required wide={false} />
      </Field>
    </SlugForm>
  );
}

/** Sets a company's country, which picks its escalation venue (set-country). */
export function CompanyCountryForm() {
  const { t } = usePageMessages("admin");
  return (
    <SlugForm intent="set-country" submit={t("country.set")}>
      <Field label={t("country.label")}>
        <Select name="country" wide={false}>
          <option value="">{t("country.fromDomain")}</option>
          {KNOWN_COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
    </SlugForm>
  );
}
