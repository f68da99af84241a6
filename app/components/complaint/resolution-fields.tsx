import { CURRENCY_CODES } from "@shared/refunds";
import { RESOLUTION_MAX } from "@shared/resolution";
import { Input, Select } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";

type Values = { resolutionSought: string; disputeAmount: string; disputeCurrency: string };

/**
 * "What would resolve this for you?" and the amount in dispute: optional, on filing and later
 * on the complaint page; shown to the company and written into the escalation file. Controlled
 * when `onChange` is given (the filing form keeps its draft), plain inputs otherwise.
 */
export function ResolutionFields({
  values,
  onChange,
  idPrefix = "complaint",
}: {
  values: Values;
  onChange?: (change: Partial<Values>) => void;
  idPrefix?: string;
}) {
  const bind = (name: keyof Values) =>
    onChange
      ? {
          value: values[name],
          onChange: (
            event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
          ) => onChange({ [name]: event.target.value }),
        }
      : { defaultValue: values[name] };
  // On /create and on the complaint page: both sections carry these words.
  const { t } = usePageMessages("create", "complaint");
  return (
    <fieldset className="space-y-3">
      <div>
        <label htmlFor={`${idPrefix}-resolution`} className="mb-1 block text-sm font-medium">
          {t("resolution.sought")}{" "}
          <span className="font-normal text-neutral-600">{t("resolution.optional")}</span>
        </label>
        <textarea
          id={`${idPrefix}-resolution`}
          name="resolutionSought"
          maxLength={RESOLUTION_MAX}
          rows={2}
          placeholder={t("resolution.soughtPlaceholder")}
          className="w-full rounded-md border border-neutral-300 p-3 text-sm"
          {...bind("resolutionSought")}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${idPrefix}-amount`} className="mb-1 block text-sm font-medium">
            {t("resolution.amount")}{" "}
            <span className="font-normal text-neutral-600">{t("resolution.optional")}</span>
          </label>
          <Input
            id={`${idPrefix}-amount`}
            name="disputeAmount"
            inputMode="decimal"
            placeholder="120.00"
            wide={false}
            className="w-36 text-sm"
            {...bind("disputeAmount")}
          />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-currency`} className="mb-1 block text-sm font-medium">
            {t("resolution.currency")}
          </label>
          <Select
            id={`${idPrefix}-currency`}
            name="disputeCurrency"
            wide={false}
            className="text-sm"
            {...bind("disputeCurrency")}
          >
            <option value="">{t("resolution.choose")}</option>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </fieldset>
  );
}
