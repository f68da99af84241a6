/**
 * The complaint categories' slugs and English names, in their order, the default last: all a page
 * in the browser needs of them (a card's placeholder picture, a complaint page's description). The
 * words that choose a category (shared/categories.ts) are the server's: with them came a hundred
 * regular expressions built on every page's start.
 */
export const CATEGORY_LABELS = {
  travel: "Travel & Airlines",
  delivery: "Delivery & Parcels",
  telecom: "Internet & Phone",
  banking: "Banking & Payments",
  food: "Food & Restaurants",
  tech: "Devices & Software",
  shopping: "Shopping & Returns",
  subscriptions: "Subscriptions & Streaming",
  general: "General",
} as const;

export type CategorySlug = keyof typeof CATEGORY_LABELS;

/** A complaint whose words name no category. */
export const DEFAULT_CATEGORY_SLUG = "general" satisfies CategorySlug;

/** Every category a complaint can have, the default last: what the author may choose. */
export const CATEGORY_SLUGS = Object.keys(CATEGORY_LABELS) as CategorySlug[];

/** Whether a stored value is one of the categories. */
export const isCategorySlug = (value: string | null): value is CategorySlug =>
  value !== null && Object.hasOwn(CATEGORY_LABELS, value);

/** A category's slug as stored, or the default's for an unknown or missing one. */
export const knownCategory = (slug: string | null): CategorySlug =>
  isCategorySlug(slug) ? slug : DEFAULT_CATEGORY_SLUG;

/** The picture of a complaint without a photo: its category's, as stored (the author's if corrected). */
export const placeholderImageFor = (category: string | null) =>
  `/placeholders/${knownCategory(category)}.svg`;
