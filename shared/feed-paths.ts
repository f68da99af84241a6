/** What an Atom feed follows: every complaint, one company's or one keyword category's. */
export type FeedScope =
  | { kind: "all" }
  | { kind: "company"; slug: string }
  | { kind: "category"; slug: string };

/** The path of a scope's feed: the pages' `<link rel="alternate">` and the feed's own id. */
export function feedPath(scope: FeedScope) {
  if (scope.kind === "all") return "/feed.atom";
  return `/${scope.kind}/${encodeURIComponent(scope.slug)}/feed.atom`;
}
