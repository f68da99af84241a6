import { redirect } from "react-router";
import type { Route } from "./+types/auth.logout";

export async function action({ context }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    headers.append("Set-Cookie", await context.auth.signOut());
    headers.append(
      "Set-Cookie",
      context.flashCookie({
        kind: "success",
        title: "Signed out",
        description: "You have been successfully signed out",
      }),
    );
  } catch (error) {
    headers.append(
      "Set-Cookie",
      context.flashCookie({
        kind: "error",
        title: "Error signing out",
        description: error instanceof Error ? error.message : "An error occurred during sign-out",
      }),
    );
  }
  return redirect("/", { headers });
}

export function loader() {
  throw redirect("/");
}
