import { ADDRESS_BLOCK_MONTHS } from "@shared/address-block";
import type { AdminUserRow } from "@worker/services/admin/users";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { usePageMessages } from "~/i18n/page-messages";
import { buttonDanger } from "./queue-item";
import { ReasonField } from "./reason-field";
import { type AskKind, displayName, type RowAsk, type RowFetcher } from "./user-actions";

/** Each confirmation's intent and look; its words are `ask.<kind>.title|description|confirm`. */
const TEXT: Record<AskKind, { intent: string; reason: boolean; className: string }> = {
  grant: { intent: "assign-admin", reason: false, className: buttonPrimary },
  revoke: { intent: "revoke-admin", reason: false, className: buttonPrimary },
  block: { intent: "block", reason: true, className: buttonPrimary },
  breach: { intent: "breach-delete", reason: true, className: buttonDanger },
};

/** Whether an asked change still applies to the row (the person may have changed since). */
export function stillApplies(ask: RowAsk, user: AdminUserRow) {
  if (ask.kind === "grant") return user.role === "user";
  if (ask.kind === "revoke") return user.role === "admin";
  if (ask.kind === "block") return user.blockedAt === null && user.role !== "superadmin";
  return user.role !== "superadmin";
}

/**
 * The confirmation of a row's action: a role given or taken back, a block or a deletion for a
 * breach (these two with their reason, which the server checks by the same rule). The address
 * opens it (?ask=block:<id>), so the server renders it open and it works as a plain form without
 * JavaScript; with JavaScript it becomes a modal (focus kept inside, Escape closes). Cancel and
 * Escape go back to the address without it. Without JavaScript the answer comes back to the
 * same address: a refusal shows the dialog again with its message, and after a success the
 * change no longer applies, so the dialog is not shown (stillApplies).
 */
export function AskDialog({
  ask,
  user,
  fetcher,
  closeHref,
}: {
  ask: RowAsk;
  user: AdminUserRow;
  fetcher: RowFetcher;
  closeHref: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  // Every arrival at the dialog's address opens it: also when Escape closed it and the person
  // asks again before the way back (closeHref) has finished loading, which the newer navigation
  // then cancels, leaving this dialog mounted but closed.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger, not an input.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
  }, [key]);
  const text = TEXT[ask.kind];
  const { t } = usePageMessages("admin");
  const name = displayName(user);
  const titleId = `ask-dialog-title-${user.id}`;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-description`}
      onClose={(event) => {
        // The close() of the upgrade to a modal fires "close" too, when it is open again.
        if (event.currentTarget.open) return;
        navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
      className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`ask.${ask.kind}.title`, { name })}
      </h2>
      <p id={`${titleId}-description`} className="text-sm text-neutral-600">
        {t(`ask.${ask.kind}.description`, { months: ADDRESS_BLOCK_MONTHS })}
      </p>
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={text.intent} />
        <input type="hidden" name="userId" value={user.id} />
        {text.reason ? <ReasonField /> : null}
        <div className="flex justify-end gap-2">
          <Link to={closeHref} replace preventScrollReset className={buttonSecondary}>
            {t("ask.cancel")}
          </Link>
          <button type="submit" disabled={fetcher.state !== "idle"} className={text.className}>
            {t(`ask.${ask.kind}.confirm`)}
          </button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
