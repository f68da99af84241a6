import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { companyPath } from "@shared/company-path";
import { type FeedScope, feedPath } from "@shared/feed-paths";
import { localizedPath } from "@shared/i18n";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import type { WorkerWords } from "../../words";
import { listFeed } from "../complaints/feed";
import { type AtomFeed, FEED_ENTRIES } from "./atom";

/**
 * The day the site's and the categories' feeds were first served: their `<updated>`
 * while they hold no complaint, the same on every poll (a company's feed uses its page's day).
 */
export const FEEDS_BEGAN = Date.UTC(2026, 10, 26);

/**
 * The newest public complaints of a scope, as the public pages list them (no viewer, so nobody's
 * mutes apply), or null when the company or category does not exist. Its title and subtitle are
 * in `words`' language, and its own and its page's addresses are that language's.
 */
export async function loadFeed(
  db: Database,
  origin: string,
  scope: FeedScope,
  words: WorkerWords,
): Promise<AtomFeed | null> {
  const inLanguage = (path: string) => localizedPath(path, words.locale);
  const base = { origin, selfPath: inLanguage(feedPath(scope)) };
  if (scope.kind === "all") {
    const feed = await listFeed(db, { viewerId: null, limit: FEED_ENTRIES });
    return {
      ...base,
      pagePath: inLanguage("/"),
      title: words.t("feed.all.title"),
      subtitle: words.t("feed.all.subtitle"),
      complaints: feed.items,
      emptySince: FEEDS_BEGAN,
    };
  }
  if (scope.kind === "category") {
    const category = [...CATEGORIES, DEFAULT_CATEGORY].find((c) => c.slug === scope.slug);
    if (!category) return null;
    const name = words.category(category.slug) ?? category.label;
    const feed = await listFeed(db, {
      viewerId: null,
      limit: FEED_ENTRIES,
      category: category.slug,
    });
    return {
      ...base,
      pagePath: inLanguage(`/category/${category.slug}`),
      title: words.t("feed.category.title", { category: name }),
      subtitle: words.t("feed.category.subtitle", {
        category: name.toLocaleLowerCase(words.locale),
      }),
      complaints: feed.items,
      emptySince: FEEDS_BEGAN,
    };
  }
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.slug, scope.slug))
    .limit(1);
  if (!company) return null;
  const feed = await listFeed(db, { viewerId: null, limit: FEED_ENTRIES, companyId: company.id });
  return {
    ...base,
    pagePath: inLanguage(companyPath(company.slug)),
    title: words.t("feed.company.title", { company: company.name }),
    subtitle: words.t("feed.company.subtitle", { company: company.name }),
    complaints: feed.items,
    emptySince: company.createdAt.getTime(),
  };
}
