import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { feedCursorIn, listFeed } from "@worker/services/complaints/feed";
import { data, Link } from "react-router";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { FeedLink } from "~/components/complaint/feed-link";
import { alwaysNotFound, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta } from "~/lib/meta";
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
  return {
    slug: category.slug,
    label: category.label,
    keywords: category.keywords,
    feed,
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = ({ data: category, matches }) =>
  category
    ? pageMeta(matches, {
        title: `${category.label} complaints`,
        description: `Public complaints about ${category.label.toLowerCase()} on UCK, newest first.`,
        path: `/category/${category.slug}`,
        feed: {
          title: `${category.label} complaints on UCK`,
          scope: { kind: "category", slug: category.slug },
        },
        keywords: [category.label, ...category.keywords.slice(0, 6)],
      })
    : [{ title: "Page not found · UCK" }];

export const shouldRevalidate = keepCardsAfterCardActions;

/** One keyword category's complaints (complaints_category_feed_idx), newest first. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { slug, label, keywords, feed, now } = loaderData;
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
              Categories
            </Link>
          </p>
          <h1 className="text-2xl font-bold">{label}</h1>
          {keywords.length > 0 ? (
            <p className="text-sm text-neutral-600">
              Complaints that mention {keywords.slice(0, 5).join(", ")} and similar.
            </p>
          ) : (
            <p className="text-sm text-neutral-600">Complaints that fit no other category.</p>
          )}
          <div className="-ml-2">
            <FeedLink scope={{ kind: "category", slug }} about={`${label} complaints`} />
          </div>
        </div>
      </header>
      <ComplaintFeed
        key={`${slug}-${feed.items[0]?.id ?? "empty"}`}
        initial={feed}
        now={now}
        pageUrl={`/feed?category=${slug}`}
        empty={{ title: "No complaints in this category yet" }}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary fallback={alwaysNotFound} />;
}
