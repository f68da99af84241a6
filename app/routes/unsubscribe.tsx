import { MAIL_KIND_TEXT } from "@shared/mail-kinds";
import { isMailKind, isUnsubscribeScope, tokenOwner } from "@worker/services/mail/unsubscribe";
import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Unsubscribe",
    description: "Stop a kind of mail from UCK with one click.",
    path: "/unsubscribe",
    noindex: true,
  });

/** The page a mail's "Stop these mails" opens: it checks the link, then asks once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const token = search.get("t") ?? "";
  const kind = search.get("k") ?? "";
  const valid = isUnsubscribeScope(kind) && (await tokenOwner(context.db, token)) !== null;
  return data(
    {
      valid,
      done: valid && search.has("done"),
      what:
        kind === "digest"
          ? "in a daily digest"
          : isMailKind(kind)
            ? `when ${MAIL_KIND_TEXT[kind]}`
            : "",
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { valid, done, what } = loaderData;
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">Unsubscribe</h1>
      {!valid ? (
        <p role="alert" className="text-neutral-800">
          This unsubscribe link is not valid. Please use the link of a recent mail.
        </p>
      ) : done ? (
        <p role="status" className="text-neutral-800" data-testid="unsubscribed">
          Done: you will get no more mail {what}.
        </p>
      ) : (
        <>
          <p className="text-neutral-800">Stop the mail UCK sends you {what}?</p>
          {/* A plain form: the one-click handler answers it (it works without scripts too). */}
          <form method="post">
            <button
              type="submit"
              className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              Stop these mails
            </button>
          </form>
        </>
      )}
    </main>
  );
}
