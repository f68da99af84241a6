import { AMOUNT_TYPED_MAX, CURRENCY_CODES } from "@shared/refunds";
import { Input } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * Amount, currency and day of a refund, as the Respond form and a new offer post them
 * (refundAmount, refundCurrency, refundDue; read by refundFrom on the server).
 */
export function RefundFields({
  legend,
  today,
  required = false,
  currency = "USD",
  defaults,
}: {
  legend: string;
  today: string;
  required?: boolean;
  currency?: string;
  /** What was typed before a refusal (a form posted without JavaScript comes back with it). */
  defaults?: { refundAmount?: string; refundCurrency?: string; refundDue?: string };
}) {
  const { t } = usePageMessages("company");
  return (
    <fieldset className="space-y-2 rounded-md border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <p className="text-xs text-neutral-600">{t("refundFields.note")}</p>
      <div className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_auto_auto]">
        <label className="space-y-1 text-sm">
          <span className="block">{t("refundFields.amount")}</span>
          <Input
            name="refundAmount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT_TYPED_MAX}
            required={required}
            defaultValue={defaults?.refundAmount}
            placeholder="89.99"
            className="text-sm"
          />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block">{t("refundFields.currency")}</span>
          <select
            name="refundCurrency"
            defaultValue={defaults?.refundCurrency || currency}
            className="rounded-md border border-neutral-300 bg-white px-2 py-2 text-sm"
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="col-span-2 space-y-1 text-sm sm:col-span-1">
          <span className="block">{t("refundFields.paidBy")}</span>
          <Input
            type="date"
            name="refundDue"
            min={today}
            required={required}
            defaultValue={defaults?.refundDue}
            className="text-sm"
          />
        </label>
      </div>
    </fieldset>
  );
}
