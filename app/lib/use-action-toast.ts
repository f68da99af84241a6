import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { showToast } from "~/components/toaster";
import { useI18n } from "~/i18n/i18n";
import { type PageSay, sayToastWith, type Toast } from "~/i18n/toast-words";

export type ToastingResult = { ok: boolean; toast?: Toast };

/**
 * Shows the toast an action answered with, once per answer, and calls `onSuccess` for
 * successful ones: the one way fetcher-driven buttons report what happened. The server says its
 * answers in the page's language already; a toast the browser made itself (a request that never
 * reached the server) carries its words and is said here with `t`, the page's words (its section
 * and the root catalogue; the root catalogue's alone when not given).
 */
export function useActionToast<T extends ToastingResult>(
  fetcher: FetcherWithComponents<T>,
  onSuccess?: (result: T) => void,
  t?: PageSay,
) {
  const root: PageSay = useI18n().t;
  const say = useRef(t ?? root);
  say.current = t ?? root;
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  const said = useRef<T | undefined>(undefined);
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    // The toast as soon as the answer is here, while the page still reloads its data: that
    // reload may take the component away (a card answered from the "Open" filter leaves the
    // list), and the person would never hear that it worked.
    if (result !== said.current) {
      said.current = result;
      const toast = result.toast && sayToastWith(say.current, result.toast);
      if (toast) showToast({ kind: result.ok ? "success" : "error", ...toast });
    }
    if (result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    if (result.ok) latest.current?.(result);
  }, [fetcher.data, fetcher.state]);
}
