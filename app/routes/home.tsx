import { feedCursorIn, listFeed } from "@worker/services/complaints/feed";
import { Link, useNavigation } from "react-router";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { FeedLink } from "~/components/complaint/feed-link";
import { LoadFailed } from "~/components/complaint/load-failed";
import { type ErrorScreenHandle, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PageHeading } from "~/components/shell/page-heading";
import { useI18n } from "~/i18n/i18n";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import { pageMeta, publicOrigin, rootMessage, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = publicOrigin(matches);
  return pageMeta(matches, {
    title: rootMessage(matches, "nav:/") ?? SITE_NAME,
    description:
      rootMessage(matches, "meta.homeDescription") ??
      "Read and post public complaints about companies, uck the ones you share, and see which companies answer.",
    path: "/",
    keywords: ["complaints about companies", "company reviews", "customer complaints"],
    feed: { title: "UCK: the newest complaints", scope: { kind: "all" } },
    jsonLd: {
      "@type": "WebSite",
      name: "UCK",
      url: origin,
      potentialAction: {
        "@type": "SearchAction",
        target: `${origin}/search?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const following = search.get("feed") === "following";
  const feed = await listFeed(context.db, {
    viewerId: context.user?.id ?? null,
    following,
    cursor: feedCursorIn(search),
  });
  return { feed: packPage(feed), following, signedIn: context.user !== null, now: Date.now() };
}

export const shouldRevalidate = keepCardsAfterCardActions;

function FeedTabs({ following }: { following: boolean }) {
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-white text-neutral-900 shadow-sm" : "text-neutral-600 hover:text-neutral-900"}`;
  const { t } = useI18n();
  return (
    <nav aria-label={t("home.feeds")} className="inline-flex rounded-lg bg-neutral-100 p-1">
      <Link to="/" className={tab(!following)} aria-current={following ? undefined : "page"}>
        {t("home.all")}
      </Link>
      <Link
        to="/?feed=following"
        className={tab(following)}
        aria-current={following ? "page" : undefined}
      >
        {t("home.following")}
      </Link>
    </nav>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname === "/";
  const { t } = useI18n();
  const followingEmpty = {
    title: t("home.followingEmptyTitle"),
    text: t("home.followingEmptyText"),
  };
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <PageHeading className="mb-4 text-2xl font-bold">
        {loaderData.following ? t("home.following") : t("nav:/")}
      </PageHeading>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <FeedTabs following={loaderData.following} />
        <FeedLink scope={{ kind: "all" }} about={t("feedLink.allAbout")} />
      </div>
      {refreshing ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-neutral-600">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-neutral-300 border-t-brand-500 motion-reduce:animate-none"
          />
          {t("home.loading")}
        </p>
      ) : null}
      {loaderData.following && !loaderData.signedIn ? (
        <div className="rounded-lg border border-dashed border-neutral-300 p-10 text-center">
          <p className="font-semibold">{t("home.signInToFollow")}</p>
          <Link
            to="/auth/login?redirectTo=%2F%3Ffeed%3Dfollowing"
            className="text-sm font-medium text-brand-600 hover:underline"
          >
            {t("shell.signIn")}
          </Link>
        </div>
      ) : (
        <ComplaintFeed
          key={`${loaderData.following}-${unpackCards(loaderData.feed.items)[0]?.id ?? "empty"}`}
          initial={loaderData.feed}
          now={loaderData.now}
          pageUrl={loaderData.following ? "/feed?feed=following" : "/feed"}
          empty={loaderData.following ? followingEmpty : undefined}
          dropUnfollowed={loaderData.following}
        />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: loadFailed }} fallback={loadFailed} />;
}

export const handle: ErrorScreenHandle = { errorScreen: loadFailed };

/** The spec's feed error: "Error loading complaints: {message}" with Try Again. */
function loadFailed(error: unknown) {
  return (
    <main>
      <LoadFailed error={error} />
    </main>
  );
}
