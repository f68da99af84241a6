import { Search } from "lucide-react";
import { useState } from "react";
import { type FetcherWithComponents, Form, Link, useFetcher } from "react-router";
import { Avatar } from "~/components/avatar";
import { buttonPrimary, buttonSecondary, Dialog } from "~/components/ui/dialog";
import { type ToastingResult, useActionToast } from "~/lib/use-action-toast";
import type { AdminUserRow } from "../../../worker/services/admin/users";

type AdminUser = AdminUserRow;

const small =
  "rounded-md border px-2.5 py-1 text-xs font-medium disabled:cursor-not-allowed disabled:opacity-50";

function StatusBadge({ blocked }: { blocked: boolean }) {
  return (
    <span
      data-testid="admin-user-status"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        blocked ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800"
      }`}
    >
      {blocked ? "Blocked" : "Active"}
    </span>
  );
}

type RowFetcher = FetcherWithComponents<ToastingResult>;
type DialogState = { kind: "block" | "breach"; user: AdminUser } | null;

const displayName = (user: AdminUser) => user.fullName ?? user.username ?? user.email;

/** The reason dialog of Block and Delete for breach: the server validates the same rule. */
function ReasonDialog({
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

function UserActions({
  user,
  isSelf,
  fetcher,
  onDialog,
}: {
  user: AdminUser;
  isSelf: boolean;
  fetcher: RowFetcher;
  onDialog: (state: DialogState) => void;
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
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="assign-admin" />
          <input type="hidden" name="userId" value={user.id} />
          <button
            type="submit"
            disabled={busy}
            className={`${small} border-neutral-300 hover:bg-neutral-50`}
            aria-label={`Make ${name} admin`}
          >
            Admin
          </button>
        </fetcher.Form>
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

/** The Users tab: user_statistics rows with search, paging and the row actions. */
export function UsersTable({
  users,
  viewerId,
  query,
  page,
  hasMore,
}: {
  users: AdminUser[];
  viewerId: string;
  query: string;
  page: number;
  hasMore: boolean;
}) {
  // One fetcher and one dialog for every row: a deleted account's row leaves the table with
  // the fresh data, and the toast must outlive it.
  const fetcher = useFetcher<ToastingResult>();
  const [dialog, setDialog] = useState<DialogState>(null);
  useActionToast(fetcher, () => setDialog(null));
  const href = (n: number) =>
    `/admin?tab=users&page=${n}${query ? `&q=${encodeURIComponent(query)}` : ""}`;
  return (
    <div className="space-y-3">
      <Form method="get" className="flex gap-2" role="search">
        <input type="hidden" name="tab" value="users" />
        <label className="relative flex-1">
          <span className="sr-only">Find users</span>
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-neutral-400"
          />
          <input
            name="q"
            defaultValue={query}
            placeholder="Username, name or e-mail"
            className="w-full rounded-md border border-neutral-300 py-2 pr-3 pl-8 text-sm"
          />
        </label>
        <button type="submit" className={buttonSecondary}>
          Search
        </button>
      </Form>
      <ul className="space-y-2 md:hidden" aria-label="Users">
        {users.length === 0 ? (
          <li className="rounded-xl border border-neutral-200 bg-white p-4 text-center text-sm text-neutral-600">
            No users match “{query}”.
          </li>
        ) : null}
        {users.map((user) => (
          <li
            key={user.id}
            className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3"
            data-testid="admin-user-card"
          >
            <div className="flex items-start gap-2">
              <Avatar name={user.fullName ?? user.email} src={null} size={32} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {user.fullName ?? user.username ?? user.email}
                </p>
                <p className="truncate text-xs text-neutral-500">{user.email}</p>
              </div>
              <StatusBadge blocked={user.blockedAt !== null} />
            </div>
            <p className="text-xs text-neutral-600">
              <span className="capitalize">{user.role}</span> · {user.complaints} complaints ·{" "}
              {user.comments} comments
            </p>
            <UserActions
              user={user}
              isSelf={user.id === viewerId}
              fetcher={fetcher}
              onDialog={setDialog}
            />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-neutral-200 bg-white md:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-neutral-200 bg-neutral-50 text-xs text-neutral-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                User
              </th>
              <th scope="col" className="px-3 py-2">
                Role
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Complaints
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Comments
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-neutral-600">
                  No users match “{query}”.
                </td>
              </tr>
            ) : null}
            {users.map((user) => (
              <tr
                key={user.id}
                className="border-b border-neutral-100 last:border-0"
                data-testid="admin-user-row"
              >
                <td className="px-3 py-2">
                  <div className="flex items-center gap-2">
                    <Avatar name={user.fullName ?? user.email} src={null} size={28} />
                    <div className="min-w-0">
                      {user.username ? (
                        <Link
                          to={`/u/${user.username}`}
                          className="font-medium hover:underline"
                          data-testid="admin-user-name"
                        >
                          {user.fullName ?? user.username}
                        </Link>
                      ) : (
                        <span className="font-medium">{user.email}</span>
                      )}
                      <p className="truncate text-xs text-neutral-500">{user.email}</p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-2 capitalize" data-testid="admin-user-role">
                  {user.role}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{user.complaints}</td>
                <td className="px-3 py-2 text-right tabular-nums">{user.comments}</td>
                <td className="px-3 py-2">
                  <StatusBadge blocked={user.blockedAt !== null} />
                </td>
                <td className="px-3 py-2">
                  <UserActions
                    user={user}
                    isSelf={user.id === viewerId}
                    fetcher={fetcher}
                    onDialog={setDialog}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ReasonDialog state={dialog} onClose={() => setDialog(null)} fetcher={fetcher} />
      <nav aria-label="Users pages" className="flex items-center justify-between text-sm">
        {page > 1 ? (
          <Link to={href(page - 1)} className={buttonSecondary}>
            Previous
          </Link>
        ) : (
          <span />
        )}
        <span className="text-neutral-600">Page {page}</span>
        {hasMore ? (
          <Link to={href(page + 1)} className={buttonSecondary}>
            Next
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
