import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { showToast } from "~/components/toaster";

export type ToastingResult = { ok: boolean; toast?: { title: string; description?: string } };

/**
 * Shows the toast an action answered with, once per answer, and calls `onSuccess` for
 * successful ones: the one way fetcher-driven buttons report what happened.
 */
export function useActionToast<T extends ToastingResult>(
  fetcher: FetcherWithComponents<T>,
  onSuccess?: (result: T) => void,
  /** The toast in the page's language, when the page's section knows its English words. */
  translate?: (toast: NonNullable<ToastingResult["toast"]>) => ToastingResult["toast"],
) {
  const say = useRef(translate);
  say.current = translate;
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    const toast = result.toast && (say.current ? say.current(result.toast) : result.toast);
    if (toast) showToast({ kind: result.ok ? "success" : "error", ...toast });
    if (result.ok) latest.current?.(result);
  }, [fetcher.data, fetcher.state]);
}
