import { redirect } from "react-router";
import type { UckLoadContext } from "../load-context";
import type { SessionUser } from "./current-user";

/** The signed-in user, or null. */
export function getUser(context: Pick<UckLoadContext, "user">): SessionUser | null {
  return context.user;
}

/**
 * The signed-in user; otherwise a redirect to the login page that comes back here after
 * signing in. Throws, so a loader or action reads top to bottom.
 */
export function requireUser(context: Pick<UckLoadContext, "user">, request: Request): SessionUser {
  if (context.user) return context.user;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`);
}
