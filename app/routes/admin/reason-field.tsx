import { ACCOUNT_ACTION_REASON_MAX } from "@shared/removals";
import { Textarea } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";

/** The reason of a block or a deletion for a breach (the server checks the same rule). */
export function ReasonField({ placeholder }: { placeholder?: string }) {
  const { t } = usePageMessages("admin");
  return (
    <label className="block space-y-1 text-sm">
      <span className="font-medium">{t("reason.label")}</span>
      <Textarea
        name="reason"
        rows={3}
        maxLength={ACCOUNT_ACTION_REASON_MAX}
        placeholder={placeholder}
      />
    </label>
  );
}
