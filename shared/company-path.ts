/**
 * The company page's path, the slug URL-encoded: a slug keeps a name's own letters ("华为",
 * "сбербанк"; shared/slug.ts), which a link carries encoded. Its own module so the pages that
 * link to companies do not load the slug rule.
 */
export function companyPath(slug: string): string {
  return `/company/${encodeURIComponent(slug)}`;
}
