import { redirect } from "react-router";

/** The pages of one complaint's people (the extortion pages, the outcome): never cached. */
export const NO_STORE = { "Cache-Control": "no-store" };

/** The signed-in user; anyone else is sent to sign in and brought back to this page. */
export function userOrSignIn<U>(request: Request, user: U | null | undefined): U {
  if (user) return user;
  const back = new URL(request.url).pathname;
  throw redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`, { headers: NO_STORE });
}
