import type { ComplaintCardData } from "@worker/services/public/complaint";
import { useFetcher } from "react-router";
import { ResolutionFields } from "~/components/complaint/resolution-fields";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import { useActionToast } from "~/lib/use-action-toast";
import type { EscalationView } from "./escalation-panel";
import type { ComplaintPageAnswer } from "./route";

/**
 * The complainant's own forms in the escalation panel (what would resolve it, the category): a
 * chunk of its own, loaded only by the complainant's page (decision 059, lazy-after-server.ts).
 */
export default function AuthorForms({
  complaint,
  escalation,
  askSend,
}: {
  complaint: ComplaintCardData;
  escalation: EscalationView;
  askSend: boolean;
}) {
  return (
    <div className="space-y-3" {...{ [LAZY_CHUNK_ATTRIBUTE]: "author-forms" }}>
      <ResolutionForm complaint={complaint} escalation={escalation} askSend={askSend} />
      <CategoryForm complaint={complaint} categories={escalation.categories} />
    </div>
  );
}

function ResolutionForm({
  complaint,
  escalation,
  askSend,
}: {
  complaint: ComplaintCardData;
  escalation: EscalationView;
  /** Whether "send my file if there is no answer" can still happen (not after an answer). */
  askSend: boolean;
}) {
  const { t } = usePageMessages("complaint");
  const fetcher = useFetcher<ComplaintPageAnswer>();
  useActionToast(fetcher, undefined, t);
  const locked = escalation.sending || complaint.authoritySentAt !== null;
  return (
    <details className="rounded-lg border border-neutral-200 p-3">
      <summary className="cursor-pointer font-medium">{t("escalation.edit")}</summary>
      <fetcher.Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="resolution" />
        <ResolutionFields values={escalation.form} idPrefix="edit" />
        {askSend ? (
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="sendToVenue"
              defaultChecked={escalation.sendToVenue}
              disabled={locked}
              className="mt-1"
            />
            <span>{t("escalation.sendToVenue")}</span>
          </label>
        ) : null}
        {locked || (!askSend && escalation.sendToVenue) ? (
          <input type="hidden" name="sendToVenue" value="on" />
        ) : null}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? t("escalation.saving") : t("escalation.save")}
        </button>
      </fetcher.Form>
    </details>
  );
}

/**
 * The complaint's category, as the file and the venue's rules read it, correctable by its author
 * (decision 026): a plain form, which works without scripts.
 */
function CategoryForm({
  complaint,
  categories,
}: {
  complaint: ComplaintCardData;
  categories: EscalationView["categories"];
}) {
  const { t } = usePageMessages("complaint");
  const fetcher = useFetcher<ComplaintPageAnswer>();
  useActionToast(fetcher, undefined, t);
  const current = complaint.category ?? "general";
  const label = categories.find((category) => category.slug === current)?.label ?? current;
  return (
    <details className="rounded-lg border border-neutral-200 p-3" data-testid="category-form">
      <summary className="cursor-pointer font-medium">
        {t("escalation.category", { category: label })}
      </summary>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="category" />
        <label className="grid gap-1">
          <span>{t("escalation.categoryLabel")}</span>
          <select
            name="category"
            defaultValue={current}
            className="rounded-md border border-neutral-300 px-2 py-1.5"
          >
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? t("escalation.saving") : t("escalation.save")}
        </button>
      </fetcher.Form>
    </details>
  );
}
