import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { companyPath } from "@shared/company-path";
import { type FeedScope, feedPath } from "@shared/feed-paths";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import { listFeed } from "../complaints/feed";
import { type AtomFeed, FEED_ENTRIES } from "./atom";

/**
 * The newest public complaints of a scope, as the public pages list them (no viewer, so nobody's
 * mutes apply), or null when the company or category does not exist.
 */
export async function loadFeed(
  db: Database,
  origin: string,
  scope: FeedScope,
): Promise<AtomFeed | null> {
  const base = { origin, selfPath: feedPath(scope) };
  if (scope.kind === "all") {
    const feed = await listFeed(db, { viewerId: null, limit: FEED_ENTRIES });
    return {
      ...base,
      pagePath: "/",
      title: "UCK: the newest complaints",
      subtitle: "Public complaints about companies on UCK, newest first.",
      complaints: feed.items,
    };
  }
  if (scope.kind === "category") {
    const category = [...CATEGORIES, DEFAULT_CATEGORY].find((c) => c.slug === scope.slug);
    if (!category) return null;
    const feed = await listFeed(db, {
      viewerId: null,
      limit: FEED_ENTRIES,
      category: category.slug,
    });
    return {
      ...base,
      pagePath: `/category/${category.slug}`,
      title: `${category.label} complaints on UCK`,
      subtitle: `Public complaints about ${category.label.toLowerCase()} on UCK, newest first.`,
      complaints: feed.items,
    };
  }
  const [company] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.slug, scope.slug))
    .limit(1);
  if (!company) return null;
  const feed = await listFeed(db, { viewerId: null, limit: FEED_ENTRIES, companyId: company.id });
  return {
    ...base,
    pagePath: companyPath(company.slug),
    title: `Complaints about ${company.name} on UCK`,
    subtitle: `Public complaints about ${company.name} on UCK, newest first.`,
    complaints: feed.items,
  };
}
