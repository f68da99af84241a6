import { isMailKind, isUnsubscribeScope, tokenOwner } from "@worker/services/mail/unsubscribe";
import { data } from "react-router";
import { fill } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["unsubscribe.title"] ?? SITE_NAME,
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
  const words = pageMessages("unsubscribe", context.locale);
  const said = sectionWords("unsubscribe", context.locale);
  return data(
    {
      valid,
      done: valid && search.has("done"),
      what:
        kind === "digest"
          ? said["mailKind.digest"]
          : isMailKind(kind)
            ? fill(said["mailKind.when"], { what: said[`mailKind.${kind}`] })
            : "",
      pageMessages: words,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { valid, done, what } = loaderData;
  const { t } = usePageMessages("unsubscribe");
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t("unsubscribe.title")}</h1>
      {!valid ? (
        <p role="alert" className="text-neutral-800">
          {t("unsubscribe.invalid")}
        </p>
      ) : done ? (
        <p role="status" className="text-neutral-800" data-testid="unsubscribed">
          {t("unsubscribe.done", { what })}
        </p>
      ) : (
        <>
          <p className="text-neutral-800">{t("unsubscribe.ask", { what })}</p>
          {/* A plain form: the one-click handler answers it (it works without scripts too). */}
          <form method="post">
            <button
              type="submit"
              className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              {t("unsubscribe.stop")}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
