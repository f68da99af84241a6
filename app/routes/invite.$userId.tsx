import { shortLivedCookie } from "@worker/auth/cookies";
import {
  getReferrer,
  REFERRER_COOKIE,
  REFERRER_COOKIE_MAX_AGE,
} from "@worker/services/users/invites";
import { data, isRouteErrorResponse, Link } from "react-router";
import { Avatar } from "~/components/avatar";
import { alwaysNotFound, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fill } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/invite.$userId";

/** Remembers the referrer (30 days) so a later registration counts for them. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const referrer = await getReferrer(context.db, params.userId);
  if (!referrer) {
    // The 404's <title> and description in the request's language: the only words it sends.
    const said = sectionWords("auth", context.locale);
    const missing: Missing = {
      title: said["invite.metaTitle"],
      description: said["invite.metaDescription"],
    };
    throw data(missing, { status: 404 });
  }
  const headers = new Headers();
  if (context.user?.id !== referrer.id) {
    headers.append(
      "Set-Cookie",
      shortLivedCookie(context.config, REFERRER_COOKIE, referrer.id, REFERRER_COOKIE_MAX_AGE),
    );
  }
  return data(
    {
      referrer,
      signedIn: context.user !== null,
      pageMessages: pageMessages("auth", context.locale),
    },
    { headers },
  );
}

/** What an unknown invitation's 404 carries: its <title> and description, said. */
type Missing = { title: string; description: string };

const isMissing = (error: unknown): error is { data: Missing } =>
  isRouteErrorResponse(error) &&
  typeof error.data === "object" &&
  error.data !== null &&
  "title" in error.data;

export const meta: Route.MetaFunction = ({ data: loaded, matches, params, error }) => {
  // The page's language (decision 030); a name stays as its owner wrote it.
  const said: Partial<Record<string, string>> = wordsOf(loaded?.pageMessages);
  const missing = isMissing(error) ? error.data : undefined;
  return pageMeta(matches, {
    title: loaded
      ? fill(said["invite.title"] ?? "{name} invited you to UCK", {
          name: loaded.referrer.fullName,
        })
      : (missing?.title ?? "Invitation"),
    description:
      said["invite.metaDescription"] ??
      missing?.description ??
      "Join UCK: post complaints about companies in public and see who answers.",
    path: `/invite/${params.userId}`,
    noindex: true,
  });
};

export default function Invite({ loaderData }: Route.ComponentProps) {
  const { referrer, signedIn } = loaderData;
  const { t } = usePageMessages("auth");
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <Avatar name={referrer.fullName} src={referrer.avatarUrl} size={72} />
      <h1 className="text-2xl font-bold">{t("invite.title", { name: referrer.fullName })}</h1>
      <p className="text-neutral-700">{t("invite.text")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {signedIn ? null : (
          <Link
            to="/auth/register"
            className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
          >
            {t("auth.meta.registerTitle")}
          </Link>
        )}
        <Link
          to="/"
          className="rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {t("invite.seeComplaints")}
        </Link>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary fallback={alwaysNotFound} />;
}
