import type { AdminUserRow } from "@worker/services/admin/users";
import { Search } from "lucide-react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { Avatar } from "~/components/avatar";
import { Button } from "~/components/ui/button";
import { buttonSecondary } from "~/components/ui/dialog";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { AskDialog, stillApplies } from "./ask-dialog";
import type { AdminAnswer } from "./route";
import { type RowAsk, roleName, UserActions } from "./user-actions";

type AdminUser = AdminUserRow;

function StatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = usePageMessages("admin");
  return (
    <span
      data-testid="admin-user-status"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        blocked ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800"
      }`}
    >
      {blocked ? t("users.blocked") : t("users.active")}
    </span>
  );
}

/** The Users tab: user_statistics rows with search, paging and the row actions. */
/** The table's columns, in order; the counts are right-aligned. */
const COLUMNS = [
  ["user", false],
  ["role", false],
  ["complaints", true],
  ["comments", true],
  ["status", false],
  ["actions", false],
] as const;

export function UsersTable({
  users,
  viewerId,
  query,
  page,
  hasMore,
  ask,
}: {
  users: AdminUser[];
  viewerId: string;
  query: string;
  page: number;
  hasMore: boolean;
  ask: RowAsk | null;
}) {
  const href = (n: number, asked?: RowAsk) =>
    `/admin?tab=users&page=${n}${query ? `&q=${encodeURIComponent(query)}` : ""}${
      asked ? `&ask=${asked.kind}:${encodeURIComponent(asked.userId)}` : ""
    }`;
  const navigate = useNavigate();
  // One fetcher for every row and its dialog: a deleted account's row leaves the table with
  // the fresh data, and the toast must outlive it.
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher, () => {
    if (ask) navigate(href(page), { replace: true, preventScrollReset: true });
  });
  const askHref = (asked: RowAsk) => href(page, asked);
  const { t, plural, number } = usePageMessages("admin");
  // The confirmation only for a change that still applies (the person may have changed since).
  const target = ask
    ? users.find(
        (user) => user.id === ask.userId && user.id !== viewerId && stillApplies(ask, user),
      )
    : undefined;
  return (
    <div className="space-y-3">
      <Form method="get" className="flex gap-2" role="search">
        <input type="hidden" name="tab" value="users" />
        <label className="relative flex-1">
          <span className="sr-only">{t("users.find")}</span>
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-neutral-400"
          />
          <input
            name="q"
            defaultValue={query}
            placeholder={t("users.placeholder")}
            className="w-full rounded-md border border-neutral-300 py-2 pr-3 pl-8 text-sm"
          />
        </label>
        <Button variant="secondary">{t("users.search")}</Button>
      </Form>
      <ul className="space-y-2 md:hidden" aria-label={t("users.list")}>
        {users.length === 0 ? (
          <li className="rounded-xl border border-neutral-200 bg-white p-4 text-center text-sm text-neutral-600">
            {t("users.none", { query })}
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
              <span className="capitalize">{roleName(t, user.role)}</span> ·{" "}
              {plural("users.complaints", user.complaints)} ·{" "}
              {plural("users.comments", user.comments)}
            </p>
            <UserActions
              user={user}
              isSelf={user.id === viewerId}
              fetcher={fetcher}
              askHref={askHref}
            />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-neutral-200 bg-white md:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-neutral-200 bg-neutral-50 text-xs text-neutral-600 uppercase">
            <tr>
              {COLUMNS.map(([column, numeric]) => (
                <th
                  key={column}
                  scope="col"
                  className={numeric ? "px-3 py-2 text-right" : "px-3 py-2"}
                >
                  {t(`users.col.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-neutral-600">
                  {t("users.none", { query })}
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
                  {roleName(t, user.role)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{number(user.complaints)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{number(user.comments)}</td>
                <td className="px-3 py-2">
                  <StatusBadge blocked={user.blockedAt !== null} />
                </td>
                <td className="px-3 py-2">
                  <UserActions
                    user={user}
                    isSelf={user.id === viewerId}
                    fetcher={fetcher}
                    askHref={askHref}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ask && target ? (
        <AskDialog
          key={`${ask.kind}:${target.id}`}
          ask={ask}
          user={target}
          fetcher={fetcher}
          closeHref={href(page)}
        />
      ) : null}
      <nav aria-label={t("users.pages")} className="flex items-center justify-between text-sm">
        {page > 1 ? (
          <Link to={href(page - 1)} className={buttonSecondary}>
            {t("users.previous")}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-neutral-600">{t("users.page", { page: number(page) })}</span>
        {hasMore ? (
          <Link to={href(page + 1)} className={buttonSecondary}>
            {t("users.next")}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
