/**
 * The trending-issue keyword groups of a company page (docs/product.md, "trending issues"). Each
 * complaint holds which of them its text names as one bit per group
 * (`complaints.trending_groups`, bit i for group i), written by migration 0040's triggers when the
 * complaint is filed and whenever its text changes, so a company page sums bits instead of testing
 * every keyword against every complaint on every view. A change to these lists needs a migration
 * that writes the triggers and the column again (test/companies/trending-groups.test.ts fails
 * until it does).
 */
export const TRENDING_GROUPS = [
  {
    category: "Delays",
    keywords: ["delay", "late", "waiting", "still no", "on hold", "weeks", "days ago", "stuck"],
  },
  {
    category: "Customer Service",
    keywords: [
      "support",
      "customer service",
      "agent",
      "hung up",
      "callback",
      "call back",
      "chat",
      "rude",
      "no answer",
    ],
  },
  {
    category: "Product Quality",
    keywords: [
      "broken",
      "stopped working",
      "damaged",
      "defect",
      "faulty",
      "quality",
      "plastic",
      "replacement",
    ],
  },
] as const;

/** A complaint in none of the groups. */
export const OTHER_GROUP = "Other";

/**
 * The groups a text names, as the triggers compute them: SQLite's `text like '%keyword%'`, which
 * ignores the case of ASCII letters and only of those.
 */
export function trendingGroupsOf(text: string): number {
  const lowered = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return TRENDING_GROUPS.reduce(
    (bits, group, index) =>
      group.keywords.some((keyword) => lowered.includes(keyword)) ? bits | (1 << index) : bits,
    0,
  );
}

/** The SQL expression of `trendingGroupsOf` over a text column (how migration 0040 was written). */
export const trendingGroupsSql = (column: string) =>
  TRENDING_GROUPS.map(
    (group, index) =>
      `(CASE WHEN ${group.keywords.map((keyword) => `${column} LIKE '%${keyword}%'`).join(" OR ")} THEN ${1 << index} ELSE 0 END)`,
  ).join("\n    | ");
