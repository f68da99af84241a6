import { useId } from "react";
import { useI18n } from "~/i18n/i18n";

export type ResponseStatus = "none" | "half" | "full";

/** The spec's derivation: no response → none; response, not satisfied → half; satisfied → full. */
export function responseStatus(hasResponse: boolean, isSatisfied: boolean | null): ResponseStatus {
  if (!hasResponse) return "none";
  return isSatisfied ? "full" : "half";
}

const LABELS: Record<ResponseStatus, string> = {
  none: "No response from company yet",
  half: "Company responded, waiting for the customer's verdict",
  full: "Resolved to the customer's satisfaction",
};

const HEART =
  "M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.7 1.2 5.4 3.2 1.7-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z";

/** A heart: red outline (no response), half filled (responded), full (satisfied). */
export function StatusIcon({ status }: { status: ResponseStatus }) {
  const color = status === "none" ? "#dc2626" : "#dc2f2a";
  const clipId = useId();
  const { t } = useI18n();
  const label = t(`card.status.${status}`);
  return (
    <span className="inline-flex items-center" title={label} data-status={status}>
      <svg viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label}>
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
        {status === "full" ? <path d={HEART} fill={color} /> : null}
        {status === "half" ? <path d={HEART} fill={color} clipPath={`url(#${clipId})`} /> : null}
        <path d={HEART} fill="none" stroke={color} strokeWidth="1.8" />
      </svg>
    </span>
  );
}

export const responseStatusLabel = (status: ResponseStatus) => LABELS[status];
