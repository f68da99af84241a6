import { CURRENCY_CODES } from "@shared/refunds";
import { RESOLUTION_MAX } from "@shared/resolution";

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
  return (
    <fieldset className="space-y-3">
      <div>
        <label htmlFor={`${idPrefix}-resolution`} className="mb-1 block text-sm font-medium">
          What would resolve this for you?{" "}
          <span className="font-normal text-neutral-600">(optional)</span>
        </label>
        <textarea
          id={`${idPrefix}-resolution`}
          name="resolutionSought"
          maxLength={RESOLUTION_MAX}
          rows={2}
          placeholder="A refund of the ticket, a replacement, an apology…"
          className="w-full rounded-md border border-neutral-300 p-3 text-sm"
          {...bind("resolutionSought")}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${idPrefix}-amount`} className="mb-1 block text-sm font-medium">
            Amount in dispute <span className="font-normal text-neutral-600">(optional)</span>
          </label>
          <input
            id={`${idPrefix}-amount`}
            name="disputeAmount"
            inputMode="decimal"
            placeholder="120.00"
            className="w-36 rounded-md border border-neutral-300 px-3 py-2 text-sm"
            {...bind("disputeAmount")}
          />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-currency`} className="mb-1 block text-sm font-medium">
            Currency
          </label>
          <select
            id={`${idPrefix}-currency`}
            name="disputeCurrency"
            className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
            {...bind("disputeCurrency")}
          >
            <option value="">Choose…</option>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
