/**
 * The industries the company directory names (worker/data/company-directory.ts), each with the
 * key its name has in the root catalogue (`industry.<key>`), so a Turkish or Spanish page says
 * it in its language. An industry not listed here (a company added by hand) is shown as written.
 */
export const INDUSTRY_KEYS: Record<string, string> = {
  Technology: "technology",
  "Retail & E-commerce": "retail",
  Telecommunications: "telecommunications",
  Airlines: "airlines",
  "Banking & Finance": "banking",
  "Delivery & Logistics": "delivery",
  "Food & Restaurants": "food",
  "Entertainment & Streaming": "entertainment",
  "Travel & Hospitality": "travel",
  "Transport & Mobility": "transport",
  Insurance: "insurance",
  "Health & Fitness": "health",
  Automotive: "automotive",
};

/** The catalogue key of an industry's name, or null for one the catalogue does not know. */
export const industryKey = (industry: string) =>
  Object.hasOwn(INDUSTRY_KEYS, industry) ? `industry.${INDUSTRY_KEYS[industry]}` : null;
