import type { AdminUserRow } from "@worker/services/admin/users";
import { type FetcherWithComponents, Link } from "react-router";
import { type PageI18n, usePageMessages } from "~/i18n/page-messages";
import type { AdminAnswer } from "./route";

export type RowFetcher = FetcherWithComponents<AdminAnswer>;
/**
 * A row action waiting for its confirmation: a role given (user → admin) or taken back, a block
 * or a deletion for a breach.
 */
export type AskKind = "grant" | "revoke" | "block" | "breach";
export type RowAsk = { kind: AskKind; userId: string };

const ROLES = { user: "role.user", admin: "role.admin", superadmin: "role.superadmin" } as const;

/** A role as the page's language says it ("admin", "yönetici"); an unknown one as stored. */
export const roleName = (t: PageI18n<"admin">["t"], role: string) =>
  Object.hasOwn(ROLES, role) ? t(ROLES[role as keyof typeof ROLES]) : role;

export const displayName = (user: AdminUserRow) => user.fullName ?? user.username ?? user.email;

const small =
  "rounded-md border px-2.5 py-1 text-xs font-medium disabled:cursor-not-allowed disabled:opacity-50";

/**
 * A row's actions. Block, Admin, Revoke admin and Delete are links to their confirmation (the
 * address names the change), so none happens by one click, with JavaScript or without.
 */
export function UserActions({
  user,
  isSelf,
  fetcher,
  askHref,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  fetcher: RowFetcher;
  askHref: (ask: RowAsk) => string;
}) {
  const busy = fetcher.state !== "idle";
  const name = displayName(user);
  const { t } = usePageMessages("admin");
  if (isSelf) return <span className="text-xs text-neutral-500">{t("actions.you")}</span>;
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
            aria-label={t("actions.unblockLabel", { name })}
          >
            {t("actions.unblock")}
          </button>
        </fetcher.Form>
      ) : user.role !== "superadmin" ? (
        <Link
          to={askHref({ kind: "block", userId: user.id })}
          preventScrollReset
          className={`${small} border-red-300 text-red-800 hover:bg-red-50`}
          aria-label={t("actions.blockLabel", { name })}
        >
          {t("actions.block")}
        </Link>
      ) : null}
      {user.role === "user" ? (
        <Link
          to={askHref({ kind: "grant", userId: user.id })}
          preventScrollReset
          className={`${small} border-neutral-300 hover:bg-neutral-50`}
          aria-label={t("actions.adminLabel", { name })}
        >
          {t("actions.admin")}
        </Link>
      ) : null}
      {user.role === "admin" ? (
        <Link
          to={askHref({ kind: "revoke", userId: user.id })}
          preventScrollReset
          className={`${small} border-amber-300 text-amber-900 hover:bg-amber-50`}
          aria-label={t("actions.revokeLabel", { name })}
        >
          {t("actions.revoke")}
        </Link>
      ) : null}
      {user.role !== "superadmin" ? (
        <Link
          to={askHref({ kind: "breach", userId: user.id })}
          preventScrollReset
          // The one action that cannot be undone looks it: filled red, stronger than Block.
          className={`${small} border-red-700 bg-red-700 text-white hover:bg-red-800`}
          aria-label={t("actions.deleteLabel", { name })}
        >
          {t("actions.delete")}
        </Link>
      ) : null}
    </div>
  );
}
