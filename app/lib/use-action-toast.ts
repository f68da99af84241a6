import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { showToast } from "~/components/toaster";
import { commonToast } from "~/i18n/common-toast";
import { useI18n } from "~/i18n/i18n";

export type ToastingResult = { ok: boolean; toast?: { title: string; description?: string } };
type Toast = NonNullable<ToastingResult["toast"]>;

/**
 * Shows the toast an action answered with, once per answer, and calls `onSuccess` for
 * successful ones: the one way fetcher-driven buttons report what happened. The common words
 * ("Error", the generic and the follow failure) are said in the page's language here, after the
 * page's own `translate`: the failures the browser's `clientAction` answers when a request never
 * reached the server are English (the server's own answers are said there already).
 */
export function useActionToast<T extends ToastingResult>(
  fetcher: FetcherWithComponents<T>,
  onSuccess?: (result: T) => void,
  /** The toast in the page's language, when the page's section knows its English words. */
  translate?: (toast: Toast) => ToastingResult["toast"],
) {
  const { t } = useI18n();
  const say = useRef<(toast: Toast) => ToastingResult["toast"]>(undefined as never);
  say.current = (toast) => {
    const said = translate ? translate(toast) : toast;
    return said && commonToast(said, t);
  };
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    const toast = result.toast && say.current(result.toast);
    if (toast) showToast({ kind: result.ok ? "success" : "error", ...toast });
    if (result.ok) latest.current?.(result);
  }, [fetcher.data, fetcher.state]);
}
