import { useFetcher } from "react-router";
import { useActionToast } from "~/lib/use-action-toast";
import type { CardActionResult } from "~/routes/complaint-actions/route";

/**
 * Posts one action of a complaint card to /complaint/{id}/actions and shows the toast the
 * server answers with. `onSuccess` runs once per successful answer. The server says its answers
 * in the page's language; the failures the browser's `clientAction` makes (a request that never
 * reached the server) are said from the root catalogue by `useActionToast`.
 */
export function useCardAction(complaintId: string, onSuccess?: (result: CardActionResult) => void) {
  const fetcher = useFetcher<CardActionResult>();
  useActionToast(fetcher, onSuccess);
  return {
    busy: fetcher.state !== "idle",
    /** The fetcher's form, for items that are plain forms without scripts. */
    Form: fetcher.Form,
    submit: (fields: Record<string, string>) =>
      fetcher.submit(fields, { method: "post", action: `/complaint/${complaintId}/actions` }),
  };
}
