import { Bookmark, FileText, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { Avatar } from "../avatar";
import { PopoverMenu } from "../ui/popover-menu";

export type ShellUser = {
  name: string;
  username: string | null;
  avatarUrl: string | null;
  role?: "user" | "admin" | "superadmin";
};

const LINKS = [
  { to: "/profile", label: "member.account.profile", icon: UserRound },
  { to: "/my-complaints", label: "member.account.myComplaints", icon: FileText },
  { to: "/bookmarked", label: "member.account.bookmarked", icon: Bookmark },
] as const;
const ADMIN = { to: "/admin", label: "member.account.admin", icon: ShieldCheck } as const;

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-left text-sm outline-none hover:bg-neutral-100 focus:bg-neutral-100";

/**
 * The signed-in person's menu in the top bar: profile, own lists, sign out. A native popover
 * menu: it opens, leads to every page and signs out without scripts too.
 */
export function AccountMenu({ user }: { user: ShellUser }) {
  const { t } = useI18n();
  return (
    <PopoverMenu
      label={t("member.account.menu")}
      triggerTestId="header-user"
      triggerClassName="flex items-center gap-2 rounded-full p-0.5 text-sm font-medium hover:bg-neutral-100 md:rounded-md md:px-2 md:py-1"
      className="min-w-48 rounded-md border border-neutral-200 bg-white p-1 shadow-lg"
      trigger={
        <>
          {/* The name is the button's text (WCAG 2.5.3: what you see is what it is called);
              the avatar's initials are decorative, and phones read the name without showing it. */}
          <span aria-hidden="true">
            <Avatar name={user.name} src={user.avatarUrl} size={28} />
          </span>
          <span className="sr-only md:not-sr-only md:max-w-[10rem] md:truncate">{user.name}</span>
          <span className="sr-only">{t("member.account.menuSuffix")}</span>
        </>
      }
    >
      {(close) => (
        <>
          <div className="truncate px-2 py-1.5 text-xs text-neutral-600">{user.name}</div>
          {[...LINKS, ...(user.role === "superadmin" ? [ADMIN] : [])].map(
            ({ to, label, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={close}
              >
                <Icon aria-hidden="true" className="size-4" /> {t(label)}
              </Link>
            ),
          )}
          <hr className="my-1 h-px border-0 bg-neutral-200" />
          <Form method="post" action="/auth/logout" role="none" onSubmit={close}>
            <button type="submit" role="menuitem" tabIndex={-1} className={itemClass}>
              <LogOut aria-hidden="true" className="size-4" /> {t("member.account.signOut")}
            </button>
          </Form>
        </>
      )}
    </PopoverMenu>
  );
}
