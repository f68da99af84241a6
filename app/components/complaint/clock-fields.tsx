import { CLOCK_PAYMENTS, CLOCK_PROBLEMS, PURCHASE_DATE_MIN } from "@shared/clock-questions";
import { Input, Select } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";

type Values = { problem: string; payment: string; purchaseDate: string };

/**
 * The three optional questions of the statutory clocks (decision 044): what went wrong,
 * how it was paid, the purchase or delivery date. On /create after the spec's fields, and on the
 * complaint page for its author. Plain selects and a date input: no script needed. Controlled
 * when `onChange` is given (the filing form keeps its draft), plain inputs otherwise.
 */
export function ClockFields({
  values,
  onChange,
  idPrefix = "complaint",
}: {
  values: Values;
  onChange?: (change: Partial<Values>) => void;
  idPrefix?: string;
}) {
  const { t } = usePageMessages("create", "complaint");
  const bind = (name: keyof Values) =>
    onChange
      ? {
          value: values[name],
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
            onChange({ [name]: event.target.value }),
        }
      : { defaultValue: values[name] };
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-neutral-200 p-3"
      data-testid="clock-fields"
    >
      <legend className="px-1 text-sm font-medium">{t("clocks.legend")}</legend>
      <p className="text-sm text-neutral-600">{t("clocks.legendHint")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${idPrefix}-problem`} className="mb-1 block text-sm font-medium">
            {t("clocks.problemLabel")}{" "}
            <span className="font-normal text-neutral-600">{t("clocks.optional")}</span>
          </label>
          <Select
            id={`${idPrefix}-problem`}
            name="problem"
            wide={false}
            className="text-sm"
            {...bind("problem")}
          >
            <option value="">{t("clocks.choose")}</option>
            {CLOCK_PROBLEMS.map((problem) => (
              <option key={problem} value={problem}>
                {t(`clocks.problem.${problem}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-payment`} className="mb-1 block text-sm font-medium">
            {t("clocks.paymentLabel")}{" "}
            <span className="font-normal text-neutral-600">{t("clocks.optional")}</span>
          </label>
          <Select
            id={`${idPrefix}-payment`}
            name="payment"
            wide={false}
            className="text-sm"
            {...bind("payment")}
          >
            <option value="">{t("clocks.choose")}</option>
            {CLOCK_PAYMENTS.map((payment) => (
              <option key={payment} value={payment}>
                {t(`clocks.payment.${payment}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-purchase-date`} className="mb-1 block text-sm font-medium">
            {t("clocks.dateLabel")}{" "}
            <span className="font-normal text-neutral-600">{t("clocks.optional")}</span>
          </label>
          <Input
            id={`${idPrefix}-purchase-date`}
            name="purchaseDate"
            type="date"
            min={PURCHASE_DATE_MIN}
            wide={false}
            className="text-sm"
            {...bind("purchaseDate")}
          />
        </div>
      </div>
    </fieldset>
  );
}
