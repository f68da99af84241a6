import { redirect } from "react-router";
import { formAction } from "~/kit/action.server";
import type { Route } from "./+types/auth.logout";

export const action = formAction<Route.ActionArgs, unknown>(
  {
    name: "sign_out",
    failure: { title: "Error signing out", description: "An error occurred during sign-out" },
    failureRedirect: "/",
  },
  async (_input, { context }) => {
    const headers = new Headers();
    headers.append("Set-Cookie", await context.auth.signOut());
    headers.append(
      "Set-Cookie",
      context.flashCookie({
        kind: "success",
        title: "Signed out",
        description: "You have been successfully signed out",
      }),
    );
    return redirect("/", { headers });
  },
);

export function loader() {
  throw redirect("/");
}
