import { GENERIC_FAILURE } from "@shared/failure-text";
import { useFetcher } from "react-router";
import { type I18n, useI18n } from "~/i18n/i18n";
import { type ToastingResult, useActionToast } from "~/lib/use-action-toast";
import type { CardActionResult } from "~/routes/complaint-actions";
import { CARD_FAILED } from "./card-failures";

type Toast = NonNullable<ToastingResult["toast"]>;

/** The failures the browser answers itself when a request never reached the server. */
const BROWSER_FAILURES: [string, Parameters<I18n["t"]>[0]][] = [
  [CARD_FAILED.delete, "member.deleteFailed"],
  [CARD_FAILED.follow, "member.followFailed"],
  [GENERIC_FAILURE, "error.generic"],
];

/**
 * A card action's toast in the page's language: the server says its own answers in it already
 * (the route's action); the failures the browser's `clientAction` makes are said here, from the
 * root catalogue.
 */
export function cardToast(t: I18n["t"], toast: Toast): Toast {
  const known = BROWSER_FAILURES.find(([english]) => english === toast.description);
  if (toast.title !== "Error" || !known) return toast;
  return { title: t("ui.error"), description: t(known[1]) };
}

/**
 * Posts one action of a complaint card to /complaint/{id}/actions and shows the toast the
 * server answers with. `onSuccess` runs once per successful answer.
 */
export function useCardAction(complaintId: string, onSuccess?: (result: CardActionResult) => void) {
  const fetcher = useFetcher<CardActionResult>();
  const { t } = useI18n();
  useActionToast(fetcher, onSuccess, (toast) => cardToast(t, toast));
  return {
    busy: fetcher.state !== "idle",
    /** The fetcher's form, for items that are plain forms without scripts. */
    Form: fetcher.Form,
    submit: (fields: Record<string, string>) =>
      fetcher.submit(fields, { method: "post", action: `/complaint/${complaintId}/actions` }),
  };
}
