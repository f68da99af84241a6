import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import { useActionToast } from "~/lib/use-action-toast";
import type { CompanyAnswer } from "./route";

/**
 * An owner makes or withdraws the company's pledge (decision 043): a plain form, no
 * JavaScript needed. A chunk only owners load (decision 059, lazy-after-server.ts).
 */
export default function PledgeForm({ inForce }: { inForce: boolean }) {
  const { t } = usePageMessages("company");
  const fetcher = useFetcher<CompanyAnswer>();
  useActionToast(fetcher, undefined, t);
  return (
    <fetcher.Form
      method="post"
      className="space-y-2 border-t border-neutral-100 pt-2"
      {...{ [LAZY_CHUNK_ATTRIBUTE]: "pledge-form" }}
    >
      <input type="hidden" name="intent" value={inForce ? "withdraw-pledge" : "pledge"} />
      {inForce ? null : <p className="text-neutral-700">{t("pledge.offer")}</p>}
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={
          inForce
            ? "min-h-11 rounded-md border border-neutral-300 px-3 py-2 font-semibold text-neutral-800 hover:bg-neutral-50 disabled:opacity-60"
            : "min-h-11 rounded-md bg-neutral-900 px-3 py-2 font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
        }
      >
        {inForce ? t("pledge.withdraw") : t("pledge.make")}
      </button>
    </fetcher.Form>
  );
}
