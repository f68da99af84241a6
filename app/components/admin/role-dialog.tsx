import type { AdminUserRow } from "@worker/services/admin/users";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { displayName, type RoleChange, type RowFetcher } from "./user-actions";

const TEXT = {
  grant: {
    title: (name: string) => `Make ${name} an admin?`,
    description:
      "Their sessions end now and they sign in again with the admin role. A superadmin can take it back later.",
    intent: "assign-admin",
    confirm: "Make admin",
  },
  revoke: {
    title: (name: string) => `Revoke the admin role of ${name}?`,
    description:
      "They become a regular user again; their sessions end now and they sign in again without it.",
    intent: "revoke-admin",
    confirm: "Revoke admin role",
  },
} as const;

/**
 * The confirmation of a role change. The address opens it (?role=grant:<id>), so the server
 * renders it open and it works as a plain form without JavaScript; with JavaScript it becomes a
 * modal (focus kept inside, Escape closes). Cancel and Escape go back to the address without it.
 */
export function RoleDialog({
  change,
  user,
  fetcher,
  closeHref,
}: {
  change: RoleChange;
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
  const text = TEXT[change.kind];
  const name = displayName(user);
  const titleId = `role-dialog-title-${user.id}`;
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
        {text.title(name)}
      </h2>
      <p id={`${titleId}-description`} className="text-sm text-neutral-600">
        {text.description}
      </p>
      <fetcher.Form method="post" className="flex justify-end gap-2">
        <input type="hidden" name="intent" value={text.intent} />
        <input type="hidden" name="userId" value={user.id} />
        <Link to={closeHref} replace preventScrollReset className={buttonSecondary}>
          Cancel
        </Link>
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonPrimary}>
          {text.confirm}
        </button>
      </fetcher.Form>
    </dialog>
  );
}
