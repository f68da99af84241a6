import { leftOutLine, memberReportsLine } from "@shared/flags";
import { DEFAULT_LOCALE } from "@shared/i18n";
import type { CompanyFlags } from "@worker/services/flags/company-flags";
import { Flag, ShieldAlert } from "lucide-react";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * Flags in the open (decision 032), under a company's figures: how many complaints its
 * members reported and how many of those a moderator upheld, and how many complaints the figures
 * leave out because a moderator found they were used to demand payment (decision 039). Counted from the data on
 * every load (worker/services/flags/company-flags.ts).
 */
export function CompanyFlagsNote({ flags }: { flags: CompanyFlags }) {
  // The company section's words; rendered without it (a test), the shared English lines.
  const { t, plural, has, locale, number } = usePageMessages("company");
  const translated = has("flags.label");
  // English keeps its plain digits, as the lines always wrote them.
  const count = (value: number) => (locale === DEFAULT_LOCALE ? { count: value } : undefined);
  return (
    <section
      aria-label={translated ? t("flags.label") : "Reports by this company"}
      className="space-y-1 text-sm text-neutral-700"
      data-testid="company-flags"
    >
      <p className="flex items-start gap-2" data-testid="company-member-reports">
        <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-500" />
        {translated
          ? plural("flags.memberReports", flags.memberReported, {
              ...count(flags.memberReported),
              upheld:
                locale === DEFAULT_LOCALE
                  ? flags.memberReportsUpheld
                  : number(flags.memberReportsUpheld),
            })
          : memberReportsLine(flags.memberReported, flags.memberReportsUpheld)}
      </p>
      {flags.leftOut > 0 ? (
        <p className="flex items-start gap-2" data-testid="company-left-out">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          {translated
            ? plural("flags.leftOut", flags.leftOut, count(flags.leftOut))
            : leftOutLine(flags.leftOut)}
        </p>
      ) : null}
    </section>
  );
}
