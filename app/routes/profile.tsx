import { UserRound } from "lucide-react";
import { Link, redirect } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/profile";

/**
 * Signed-in people see their public page until the profile issue builds the full profile here;
 * visitors get the login prompt.
 */

export const handle = { title: "Profile" };

export function loader({ context }: Route.LoaderArgs) {
  const username = context.user?.profile?.username;
  if (username) throw redirect(`/u/${encodeURIComponent(username)}`);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Profile",
    description: "Your UCK profile: your complaints, follows and invites.",
    path: "/profile",
    noindex: true,
  });

export default function ProfileLoginPrompt() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <UserRound aria-hidden="true" className="size-10 text-brand-500" />
      <h1 className="text-2xl font-bold">Your profile</h1>
      <p className="text-neutral-700">Please sign in to view your profile.</p>
      <div className="flex gap-3">
        <Link
          to="/auth/login?redirectTo=/profile"
          className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        >
          Login
        </Link>
        <Link
          to="/auth/register?redirectTo=/profile"
          className="rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          Register
        </Link>
      </div>
    </main>
  );
}
