import type { UnsentReason } from "@shared/company-reach";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { useEffect, useState } from "react";
import { relativeTime } from "~/components/ui/relative-time";
import { MOMENT, useI18n } from "~/i18n/i18n";

const STYLES: Record<string, string> = {
  open: "bg-amber-100 text-amber-900",
  in_progress: "bg-blue-100 text-blue-900",
  resolved: "bg-green-100 text-green-900",
  escalated: "bg-red-100 text-red-900",
};

/** The spec's status label: the four known statuses, "Unknown" for anything else, missing = open. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const key = status || "open";
  // The company page's and search's words (their cards and results have a badge); elsewhere
  // the English.
  const { t } = useI18n();
  const known = key in STYLES ? (key as "open" | "in_progress" | "resolved" | "escalated") : null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[key] ?? "bg-neutral-200 text-neutral-700"}`}
      data-testid="status-badge"
    >
      {t(known ? `status.${known}` : "status.unknown")}
    </span>
  );
}

/**
 * For an open complaint without a response: a live countdown to the 48-hour escalation, then the
 * "Escalation Risk" badge once it is overdue.
 */
export function EscalationClock({ createdAt, now }: { createdAt: number; now: number }) {
  const [current, setCurrent] = useState(now);
  const { t, date, duration } = useI18n();
  useEffect(() => {
    setCurrent(Date.now());
    const timer = setInterval(() => setCurrent(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = createdAt + ESCALATION_WINDOW_MS - current;
  if (left <= 0) {
    return (
      <span
        className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
        data-testid="escalation-risk"
      >
        {t("card.escalationRisk")}
      </span>
    );
  }
  return (
    <span className="text-xs text-amber-800" data-testid="escalation-countdown" aria-live="off">
      {/* The deadline in the visitor's zone on hover, its exact UTC time in `datetime`. */}
      <time
        dateTime={new Date(createdAt + ESCALATION_WINDOW_MS).toISOString()}
        title={date(createdAt + ESCALATION_WINDOW_MS, MOMENT)}
      >
        {t("card.escalatesIn", { duration: duration(left) })}
      </time>
    </span>
  );
}

/** The spec's words, said only when UCK's mail with the file reached a venue (decision 026). */
export const ESCALATED_TO_AUTHORITIES =
  "Escalated to the authorities because of no response within 48 hours";

/**
 * The escalated notice, with its time when known, in words true of what happened: the spec's
 * "to the authorities" only when the complainant's file went to a venue; otherwise that it was
 * escalated on UCK and the complainant's file is ready, linked.
 */
export function EscalatedNotice({
  complaintId,
  escalatedAt,
  authoritySentAt,
  authorityVenueName,
  unreached = null,
  now,
}: {
  complaintId: string;
  escalatedAt: number | null;
  authoritySentAt: number | null;
  authorityVenueName: string | null;
  /** The company was never reached, and why (shared/company-reach.ts's UnsentReason). */
  unreached?: { company: string; reason: UnsentReason } | null;
  now: number;
}) {
  const i18n = useI18n();
  const when = escalatedAt ? ` · ${relativeTime(i18n, escalatedAt, now)}` : "";
  const venue = authorityVenueName;
  // The link's words sit where each language's sentence puts `{file}`.
  const [before = "", after = ""] = (
    unreached
      ? i18n.t("card.escalatedUnreached", {
          when,
          company: unreached.company,
          reason: i18n.t(`card.unreachedWhy.${unreached.reason}`),
        })
      : i18n.t("card.escalatedOnUck", { when })
  ).split("{file}");
  return (
    <p
      className="rounded-lg bg-red-50 px-3 py-2 text-xs text-red-900"
      data-testid="escalated-notice"
      data-authority={authoritySentAt ? "sent" : "none"}
    >
      {authoritySentAt ? (
        venue ? (
          i18n.t("card.escalatedSentTo", { venue, when })
        ) : (
          i18n.t("card.escalatedSent", { when })
        )
      ) : (
        <>
          {before}
          <a href={`/complaint/${complaintId}/file`} className="underline underline-offset-2">
            {i18n.t("card.escalatedFile")}
          </a>
          {after}
        </>
      )}
    </p>
  );
}
