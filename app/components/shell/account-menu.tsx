import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Bookmark, FileText, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { Avatar } from "../avatar";

export type ShellUser = {
  name: string;
  username: string | null;
  avatarUrl: string | null;
  role?: "user" | "admin" | "superadmin";
};

const LINKS = [
  { to: "/profile", label: "Profile", icon: UserRound },
  { to: "/my-complaints", label: "My Complaints", icon: FileText },
  { to: "/bookmarked", label: "Bookmarked", icon: Bookmark },
];

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-neutral-100";

/** The signed-in person's menu in the top bar: profile, own lists, sign out. */
export function AccountMenu({ user }: { user: ShellUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="header-user"
        className="flex items-center gap-2 rounded-full p-0.5 text-sm font-medium hover:bg-neutral-100 md:rounded-md md:px-2 md:py-1"
      >
        {/* The name is the button's text (WCAG 2.5.3: what you see is what it is called);
            the avatar's initials are decorative, and phones read the name without showing it. */}
        <span aria-hidden="true">
          <Avatar name={user.name} src={user.avatarUrl} size={28} />
        </span>
        <span className="sr-only md:not-sr-only md:max-w-[10rem] md:truncate">{user.name}</span>
        <span className="sr-only">, account menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-neutral-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-neutral-600">
            {user.name}
          </DropdownMenu.Label>
          {LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4" /> {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {user.role === "superadmin" ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" className="size-4" /> Admin Panel
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: "/auth/logout" })}
          >
            <LogOut aria-hidden="true" className="size-4" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
