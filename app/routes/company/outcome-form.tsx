import { RESPONSE_TEXT_MAX } from "@shared/response-category";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { useFetcher } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { CompanyAnswer } from "./route";

/** The categories an outcome may have (worker/services/companies/outcome.ts OUTCOME_CATEGORIES). */
const OUTCOMES = ["explanation", "non_monetary", "not_our_customer", "duplicate"] as const;

/**
 * After an answer "in progress", a member records what came of it (decision 043): a category
 * and a sentence, with a plain form inside a disclosure (no JavaScript needed). It counts for
 * the pledge's 10 days from when it is recorded.
 */
export function OutcomeForm({ complaint }: { complaint: ComplaintCardData }) {
  const fetcher = useFetcher<CompanyAnswer>();
  useActionToast(fetcher);
  const { t } = usePageMessages("company");
  const root = useI18n();
  const done = fetcher.data?.ok && fetcher.data.intent === "outcome" && fetcher.state === "idle";
  if (
    done ||
    !complaint.hasResponse ||
    complaint.responseCategory !== "in_progress" ||
    complaint.status === "resolved"
  )
    return null;
  return (
    <details
      className="w-full rounded-md border border-neutral-200 p-2 text-sm"
      data-testid="outcome-form"
    >
      <summary className="cursor-pointer font-medium">{t("outcome.record")}</summary>
      <fetcher.Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="outcome" />
        <input type="hidden" name="complaintId" value={complaint.id} />
        <p className="text-neutral-600">{t("outcome.help")}</p>
        <fieldset className="space-y-1">
          <legend className="font-medium">{t("outcome.what")}</legend>
          {OUTCOMES.map((category) => (
            <label key={category} className="flex items-center gap-2">
              <input type="radio" name="category" value={category} required />
              {root.t(`category.${category}`)}
            </label>
          ))}
        </fieldset>
        <label className="block">
          <span className="font-medium">{t("outcome.text")}</span>
          <textarea
            name="text"
            required
            maxLength={RESPONSE_TEXT_MAX}
            rows={3}
            className="mt-1 w-full rounded-md border border-neutral-300 p-2"
          />
        </label>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-11 rounded-md bg-neutral-900 px-3 py-2 font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          {t("outcome.submit")}
        </button>
      </fetcher.Form>
    </details>
  );
}
