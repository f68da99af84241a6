import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { feedCursorIn, listFeed } from "@worker/services/complaints/feed";
import { workerWords } from "@worker/words";
import { data, Link } from "react-router";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { FeedLink } from "~/components/complaint/feed-link";
import { alwaysNotFound, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fill as fillIn, useI18n } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import { errorTitle, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/category.$name";

export const handle = { title: "Categories" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = [...CATEGORIES, DEFAULT_CATEGORY].find((c) => c.slug === params.name);
  if (!category) throw data(null, { status: 404 });
  const feed = await listFeed(context.db, {
    viewerId: context.user?.id ?? null,
    category: category.slug,
    cursor: feedCursorIn(new URL(request.url).searchParams),
  });
  // The category's name, its feed's title and line in the page's language, as the feed says them.
  const words = workerWords(context.locale);
  const label = words.category(category.slug) ?? category.label;
  return {
    slug: category.slug,
    label,
    keywords: category.keywords,
    feed: packPage(feed),
    now: Date.now(),
    feedTitle: words.t("feed.category.title", { category: label }),
    summary: words.t("feed.category.subtitle", {
      category: label.toLocaleLowerCase(words.locale),
    }),
    pageMessages: pageMessages("discovery", context.locale, ["category."]),
  };
}

export const meta: Route.MetaFunction = ({ data: category, matches }) =>
  category
    ? pageMeta(matches, {
        title: fillIn(wordsOf(category.pageMessages)["category.title"], {
          category: category.label,
        }),
        description: category.summary,
        path: `/category/${category.slug}`,
        feed: {
          title: category.feedTitle,
          scope: { kind: "category", slug: category.slug },
        },
        keywords: [category.label, ...category.keywords.slice(0, 6)],
      })
    : errorTitle(matches, "meta.notFound");

export const shouldRevalidate = keepCardsAfterCardActions;

/** One keyword category's complaints (complaints_category_feed_idx), newest first. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { slug, label, keywords, feed, now } = loaderData;
  const { t } = usePageMessages("discovery");
  const { t: root } = useI18n();
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <header className="flex items-center gap-4">
        <img
          src={`/placeholders/${slug}.svg`}
          alt=""
          width={96}
          height={60}
          className="hidden rounded-lg sm:block"
        />
        <div className="min-w-0">
          <p className="text-sm">
            <Link to="/categories" className="text-brand-600 hover:underline">
              {root("nav:/categories")}
            </Link>
          </p>
          <h1 className="text-2xl font-bold">{label}</h1>
          {keywords.length > 0 ? (
            <p className="text-sm text-neutral-600">
              {t("category.mentions", { keywords: keywords.slice(0, 5).join(", ") })}
            </p>
          ) : (
            <p className="text-sm text-neutral-600">{t("category.other")}</p>
          )}
          <div className="-ml-2">
            <FeedLink
              scope={{ kind: "category", slug }}
              about={t("category.title", { category: label })}
            />
          </div>
        </div>
      </header>
      <ComplaintFeed
        key={`${slug}-${unpackCards(feed.items)[0]?.id ?? "empty"}`}
        initial={feed}
        now={now}
        pageUrl={`/feed?category=${slug}`}
        empty={{ title: t("category.emptyTitle") }}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary fallback={alwaysNotFound} />;
}
