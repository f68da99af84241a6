/**
 * Keyword categories of complaints: they choose the placeholder image of a complaint without
 * a photo (public/placeholders/{slug}.svg) and, later, group complaints by topic.
 */
export type Category = { slug: string; label: string; keywords: string[] };

export const CATEGORIES: Category[] = [
  {
    slug: "travel",
    label: "Travel & Airlines",
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
    label: "Delivery & Parcels",
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
    label: "Internet & Phone",
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
    label: "Banking & Payments",
    keywords: [
      "bank",
      "card",
      "wire",
      "transfer",
      "overdraft",
      "fee",
      "loan",
      "mortgage",
      "charged",
      "refund",
      "payment",
      "account",
    ],
  },
  {
    slug: "food",
    label: "Food & Restaurants",
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
    label: "Devices & Software",
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
    label: "Shopping & Returns",
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
    label: "Subscriptions & Streaming",
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

export const DEFAULT_CATEGORY: Category = { slug: "general", label: "General", keywords: [] };

/** The category whose keywords occur most in the company name and text; ties keep list order. */
export function categoryFor(companyName: string, text: string): Category {
  const haystack = `${companyName} ${text}`.toLowerCase();
  let best = DEFAULT_CATEGORY;
  let bestHits = 0;
  for (const category of CATEGORIES) {
    const hits = category.keywords.filter((keyword) => haystack.includes(keyword)).length;
    if (hits > bestHits) {
      best = category;
      bestHits = hits;
    }
  }
  return best;
}

export const placeholderImageFor = (companyName: string, text: string) =>
  `/placeholders/${categoryFor(companyName, text).slug}.svg`;
