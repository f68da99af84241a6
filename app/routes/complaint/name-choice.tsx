import { EyeOff } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import { useActionToast } from "~/lib/use-action-toast";
import type { ComplaintPageAnswer } from "./route";

/**
 * The author's "Show my name publicly" on their complaint (decision 042): what the
 * public sees now, and the one button that switches it. A plain form: without JavaScript the page
 * posts it and comes back.
 */
export function NameChoice({ hidden }: { hidden: boolean }) {
  const { t } = usePageMessages("complaint");
  const fetcher = useFetcher<ComplaintPageAnswer>();
  useActionToast(fetcher, undefined, t);
  const pending = fetcher.formData?.get("show");
  const shownHidden = typeof pending === "string" ? pending === "0" : hidden;
  return (
    <section
      {...{ [LAZY_CHUNK_ATTRIBUTE]: "name-choice" }}
      aria-labelledby="name-choice-heading"
      className="space-y-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm"
      data-testid="name-choice"
    >
      <h2 id="name-choice-heading" className="flex items-center gap-2 font-semibold">
        {shownHidden ? <EyeOff aria-hidden="true" className="size-4" /> : null}
        {t("nameChoice.heading")}
      </h2>
      <p className="text-neutral-700" data-testid="name-choice-state">
        {shownHidden ? t("nameChoice.hidden") : t("nameChoice.shown")}
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="name-choice" />
        <input type="hidden" name="show" value={shownHidden ? "1" : "0"} />
        <Button variant="secondary" disabled={fetcher.state !== "idle"}>
          {shownHidden ? t("nameChoice.show") : t("nameChoice.hide")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
