import { redirect } from "react-router";
import { sectionWords } from "~/i18n/sections.server";
import { formAction } from "~/kit/action.server";
import { DRAFT_KEY, SIGNED_OUT_KEY } from "~/lib/complaint-draft";
import type { Route } from "./+types/auth.logout";

export const action = (args: Route.ActionArgs) => {
  // An unexpected failure's flash in the request's language.
  const said = sectionWords("auth", args.context.locale);
  return formAction<Route.ActionArgs>(
    {
      name: "sign_out",
      failure: { title: said["logout.failed"], description: said["logout.failedText"] },
      failureRedirect: "/",
    },
    async (_input, { context }) => {
      const headers = new Headers();
      const words = sectionWords("auth", context.locale);
      headers.append("Set-Cookie", await context.auth.signOut());
      headers.append(
        "Set-Cookie",
        context.flashCookie({
          kind: "success",
          title: words["logout.title"],
          description: words["logout.text"],
        }),
      );
      return redirect("/", { headers });
    },
  )(args);
};

/**
 * The complaint draft kept on this device goes with the session (without scripts there is none),
 * and other tabs hear of it (the `storage` event of SIGNED_OUT_KEY): they stop writing the draft
 * back and empty their form (app/routes/create/device-draft.ts).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  window.localStorage.removeItem(DRAFT_KEY);
  window.localStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
  return serverAction();
}

export function loader() {
  throw redirect("/");
}
