import type { AdminUserRow } from "@worker/services/admin/users";
import { type FetcherWithComponents, Link } from "react-router";
import { buttonPrimary, buttonSecondary, Dialog } from "~/components/ui/dialog";
import type { ToastingResult } from "~/lib/use-action-toast";

export type RowFetcher = FetcherWithComponents<ToastingResult>;
export type DialogState = { kind: "block" | "breach"; user: AdminUserRow } | null;
/** A role change waiting for its confirmation: given (user → admin) or taken back. */
export type RoleChange = { kind: "grant" | "revoke"; userId: string };

export const displayName = (user: AdminUserRow) => user.fullName ?? user.username ?? user.email;

const small =
  "rounded-md border px-2.5 py-1 text-xs font-medium disabled:cursor-not-allowed disabled:opacity-50";

/** The reason dialog of Block and Delete for breach: the server validates the same rule. */
export function ReasonDialog({
  state,
  onClose,
  fetcher,
}: {
  state: DialogState;
  onClose: () => void;
  fetcher: RowFetcher;
}) {
  const busy = fetcher.state !== "idle";
  const breach = state?.kind === "breach";
  const name = state ? displayName(state.user) : "";
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={breach ? `Delete ${name} for a breach` : `Block ${name}`}
      description={
        breach
          ? "For a breach of the User Agreement: the account and all its data, complaints included, are deleted now, and its IP and e-mail addresses cannot register again for 3 months. This cannot be undone."
          : "They are signed out everywhere and cannot sign in or act until unblocked."
      }
    >
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={breach ? "breach-delete" : "block"} />
        <input type="hidden" name="userId" value={state?.user.id ?? ""} />
        <label className="block space-y-1 text-sm">
          <span className="font-medium">Reason</span>
          <textarea
            name="reason"
            rows={3}
            maxLength={500}
            className="w-full rounded-md border border-neutral-300 px-3 py-2"
          />
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className={
              breach
                ? "rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                : buttonPrimary
            }
          >
            {breach ? "Delete account" : "Block user"}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/**
 * A row's actions. Admin and Revoke admin are links to the confirmation (the address names the
 * change), so a role is never changed by one click, with JavaScript or without.
 */
export function UserActions({
  user,
  isSelf,
  fetcher,
  onDialog,
  roleHref,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  fetcher: RowFetcher;
  onDialog: (state: DialogState) => void;
  roleHref: (change: RoleChange) => string;
}) {
  const busy = fetcher.state !== "idle";
  const name = displayName(user);
  if (isSelf) return <span className="text-xs text-neutral-500">You</span>;
  return (
    <div className="flex flex-wrap gap-1.5">
      {user.blockedAt ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="unblock" />
          <input type="hidden" name="userId" value={user.id} />
          <button
            type="submit"
            disabled={busy}
            className={`${small} border-green-300 text-green-800 hover:bg-green-50`}
            aria-label={`Unblock ${name}`}
          >
            Unblock
          </button>
        </fetcher.Form>
      ) : user.role !== "superadmin" ? (
        <button
          type="button"
          onClick={() => onDialog({ kind: "block", user })}
          className={`${small} border-red-300 text-red-800 hover:bg-red-50`}
          aria-label={`Block ${name}`}
        >
          Block
        </button>
      ) : null}
      {user.role === "user" ? (
        <Link
          to={roleHref({ kind: "grant", userId: user.id })}
          preventScrollReset
          className={`${small} border-neutral-300 hover:bg-neutral-50`}
          aria-label={`Make ${name} admin`}
        >
          Admin
        </Link>
      ) : null}
      {user.role === "admin" ? (
        <Link
          to={roleHref({ kind: "revoke", userId: user.id })}
          preventScrollReset
          className={`${small} border-amber-300 text-amber-900 hover:bg-amber-50`}
          aria-label={`Revoke admin role of ${name}`}
        >
          Revoke admin
        </Link>
      ) : null}
      {user.role !== "superadmin" ? (
        <button
          type="button"
          onClick={() => onDialog({ kind: "breach", user })}
          className={`${small} border-neutral-300 text-neutral-700 hover:bg-neutral-50`}
          aria-label={`Delete ${name} for a breach`}
        >
          Delete
        </button>
      ) : null}
    </div>
  );
}
