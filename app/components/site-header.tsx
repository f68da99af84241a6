import { LogOut } from "lucide-react";
import { Form, Link } from "react-router";
import { Avatar } from "./avatar";

export type HeaderUser = { name: string; username: string | null; avatarUrl: string | null };

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="sticky top-0 z-10 border-b border-neutral-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Link
          to="/"
          className="rounded-md bg-brand-500 px-2 py-1 text-sm font-black tracking-widest text-white"
          aria-label="UCK home"
        >
          UCK
        </Link>
        <span className="hidden truncate text-sm text-neutral-600 sm:inline">
          Complaints companies can't ignore
        </span>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <span
                className="flex items-center gap-2 text-sm font-medium"
                data-testid="header-user"
              >
                <Avatar name={user.name} src={user.avatarUrl} size={28} />
                <span className="max-w-[10rem] truncate">{user.name}</span>
              </span>
              <Form method="post" action="/auth/logout">
                <button
                  type="submit"
                  className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign out
                </button>
              </Form>
            </>
          ) : (
            <Link
              to="/auth/login"
              className="rounded-md bg-neutral-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-neutral-700"
            >
              Sign in
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
