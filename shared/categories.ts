import { CATEGORY_LABELS, type CategorySlug, DEFAULT_CATEGORY_SLUG } from "./category-labels";

/**
 * Keyword categories of complaints: they choose the placeholder image of a complaint without
 * a photo (public/placeholders/{slug}.svg) and group complaints by topic. Their slugs and names,
 * all the browser needs, are in ./category-labels.ts; the words stay on the server.
 */
export type Category = { slug: CategorySlug; label: string; keywords: string[] };

export const CATEGORIES: Category[] = [
  {
    slug: "travel",
    label: CATEGORY_LABELS.travel,
    keywords: [
      "flight",
      "airline",
      "airport",
      "airways",
      "air lines",
      "bag",
      "luggage",
      "hotel",
      "booking",
      "boarding",
      "travel",
      "trip",
      "airbnb",
    ],
  },
  {
    slug: "delivery",
    label: CATEGORY_LABELS.delivery,
    keywords: [
      "package",
      "parcel",
      "delivery",
      "delivered",
      "courier",
      "shipping",
      "tracking",
      "depot",
      "driver",
      "fedex",
      "ups",
      "dhl",
    ],
  },
  {
    slug: "telecom",
    label: CATEGORY_LABELS.telecom,
    keywords: [
      "internet",
      "wifi",
      "wi-fi",
      "broadband",
      "fiber",
      "router",
      "mobile plan",
      "signal",
      "network",
      "outage",
      "cable",
      "technician",
    ],
  },
  {
    slug: "banking",
    label: CATEGORY_LABELS.banking,
    keywords: [
      "bank",
      "wire",
      "transfer",
      "overdraft",
      "loan",
      "mortgage",
      "credit card",
      "debit card",
      "atm",
    ],
  },
  {
    slug: "food",
    label: CATEGORY_LABELS.food,
    keywords: [
      "food",
      "meal",
      "restaurant",
      "pizza",
      "coffee",
      "burger",
      "menu",
      "order ready",
      "gift card",
      "grocery",
    ],
  },
  {
    slug: "tech",
    label: CATEGORY_LABELS.tech,
    keywords: [
      "laptop",
      "phone",
      "device",
      "app",
      "software",
      "update",
      "screen",
      "battery",
      "computer",
      "tablet",
      "stopped working",
    ],
  },
  {
    slug: "shopping",
    label: CATEGORY_LABELS.shopping,
    keywords: [
      "store",
      "shop",
      "return",
      "product",
      "item",
      "warranty",
      "replacement",
      "purchase",
      "retail",
    ],
  },
  {
    slug: "subscriptions",
    label: CATEGORY_LABELS.subscriptions,
    keywords: [
      "subscription",
      "streaming",
      "renewal",
      "cancelled",
      "cancel",
      "membership",
      "ticket",
      "concert",
      "plan",
    ],
  },
];

export const DEFAULT_CATEGORY: Category = {
  slug: DEFAULT_CATEGORY_SLUG,
  label: CATEGORY_LABELS[DEFAULT_CATEGORY_SLUG],
  keywords: [],
};

/**
 * Words every complaint about money uses ("charged", "refund", "card"): they once made a
 * streaming service's double charge "Banking & Payments" (decision 026). They count for banking a
 * fifth of a topic's own word each, and all together less than one: any word of another topic wins.
 */
const MONEY_WORDS = ["card", "fee", "charged", "charge", "refund", "payment", "account"];
const MONEY_WEIGHT = 0.2;
const MONEY_MAX = 0.8;

const escapeRe = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A keyword as a whole word (plurals too): "app" is not in "happy", nor "fee" in "coffee". */
const wordRe = (keyword: string) => new RegExp(`\\b${escapeRe(keyword)}(s|es)?\\b`, "i");
const PATTERNS = new Map(
  [...CATEGORIES.flatMap((category) => category.keywords), ...MONEY_WORDS].map((word) => [
    word,
    wordRe(word),
  ]),
);
const hits = (haystack: string, words: readonly string[]) =>
  words.filter((word) => PATTERNS.get(word)?.test(haystack)).length;

/**
 * The category whose keywords occur most in the company name and text, as whole words; the
 * words of any money complaint count for banking, less than any topic's own; ties keep list order.
 * The author can correct it (decision 026); an edit of the text keeps a corrected one.
 */
export function categoryFor(companyName: string, text: string): Category {
  const haystack = `${companyName} ${text}`;
  let best = DEFAULT_CATEGORY;
  let bestScore = 0;
  for (const category of CATEGORIES) {
    const score =
      hits(haystack, category.keywords) +
      (category.slug === "banking"
        ? Math.min(MONEY_MAX, MONEY_WEIGHT * hits(haystack, MONEY_WORDS))
        : 0);
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
