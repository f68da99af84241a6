import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import type { CardActionResult } from "~/routes/complaint-actions";

/**
 * Posts one action of a complaint card to /complaint/{id}/actions and shows the toast the
 * server answers with. `onSuccess` runs once per successful answer.
 */
export function useCardAction(complaintId: string, onSuccess?: (result: CardActionResult) => void) {
  const fetcher = useFetcher<CardActionResult>();
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  const handled = useRef<CardActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    if (result.toast) showToast({ kind: result.ok ? "success" : "error", ...result.toast });
    if (result.ok) latest.current?.(result);
  }, [fetcher.data, fetcher.state]);
  return {
    busy: fetcher.state !== "idle",
    submit: (fields: Record<string, string>) =>
      fetcher.submit(fields, { method: "post", action: `/complaint/${complaintId}/actions` }),
  };
}
