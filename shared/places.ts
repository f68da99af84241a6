/**
 * Where a complaint happened, from the free-text location people type ("Chicago, IL, USA",
 * "Berlin", "London, United Kingdom"): the country, for /by-country, and approximate
 * coordinates of known cities, for /near-me when the author did not share exact ones. Offline
 * on purpose: no geocoding service is called.
 */

/** Countries as shown on /by-country, with the names and codes people write for them. */
const COUNTRY_ALIASES: Record<string, string[]> = {
  "United States": [
    "usa",
    "us",
    "u.s.",
    "u.s.a.",
    "united states",
    "united states of america",
    "america",
  ],
  "United Kingdom": [
    "uk",
    "u.k.",
    "united kingdom",
    "great britain",
    "britain",
    "england",
    "scotland",
    "wales",
    "northern ireland",
    "gb",
  ],
  Ireland: ["ireland", "eire"],
  Canada: ["canada", "ca"],
  Australia: ["australia", "au"],
  "New Zealand": ["new zealand", "nz"],
  Germany: ["germany", "deutschland", "de"],
  France: ["france", "fr"],
  Spain: ["spain", "españa", "espana", "es"],
  Italy: ["italy", "italia", "it"],
  Netherlands: ["netherlands", "the netherlands", "holland", "nl"],
  Belgium: ["belgium", "be"],
  Switzerland: ["switzerland", "ch"],
  Austria: ["austria", "at"],
  Sweden: ["sweden", "se"],
  Norway: ["norway", "no"],
  Denmark: ["denmark", "dk"],
  Finland: ["finland", "fi"],
  Poland: ["poland", "pl"],
  Portugal: ["portugal", "pt"],
  Greece: ["greece", "gr"],
  Mexico: ["mexico", "méxico", "mx"],
  Brazil: ["brazil", "brasil", "br"],
  Argentina: ["argentina", "ar"],
  India: ["india", "in"],
  Japan: ["japan", "jp"],
  China: ["china", "cn"],
  Singapore: ["singapore", "sg"],
  "South Africa": ["south africa", "za"],
  Nigeria: ["nigeria", "ng"],
  Kenya: ["kenya", "ke"],
  Egypt: ["egypt", "eg"],
  "United Arab Emirates": ["united arab emirates", "uae", "ae"],
  Turkey: ["turkey", "türkiye", "turkiye", "tr"],
  Israel: ["israel", "il"],
  Philippines: ["philippines", "ph"],
  Indonesia: ["indonesia", "id"],
  "South Korea": ["south korea", "korea", "kr"],
};

/** US state and Canadian province codes, so "Austin, TX" counts for the United States. */
const US_STATES = new Set(
  "al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc".split(
    " ",
  ),
);
const CA_PROVINCES = new Set("ab bc mb nb nl ns nt nu on pe qc sk yt".split(" "));

type City = { name: string; country: string; lat: number; lng: number };

/** Cities people most often name, with their centre's coordinates. */
const CITIES: City[] = [
  ["Palo Alto", "United States", 37.4419, -122.143],
  ["Mountain View", "United States", 37.3861, -122.0839],
  ["San Jose", "United States", 37.3382, -121.8863],
  ["Cupertino", "United States", 37.323, -122.0322],
  ["San Francisco", "United States", 37.7749, -122.4194],
  ["Oakland", "United States", 37.8044, -122.2712],
  ["Los Angeles", "United States", 34.0522, -118.2437],
  ["San Diego", "United States", 32.7157, -117.1611],
  ["Sacramento", "United States", 38.5816, -121.4944],
  ["Seattle", "United States", 47.6062, -122.3321],
  ["Portland", "United States", 45.5152, -122.6784],
  ["Las Vegas", "United States", 36.1699, -115.1398],
  ["Phoenix", "United States", 33.4484, -112.074],
  ["Denver", "United States", 39.7392, -104.9903],
  ["Salt Lake City", "United States", 40.7608, -111.891],
  ["Austin", "United States", 30.2672, -97.7431],
  ["Dallas", "United States", 32.7767, -96.797],
  ["Houston", "United States", 29.7604, -95.3698],
  ["San Antonio", "United States", 29.4241, -98.4936],
  ["Chicago", "United States", 41.8781, -87.6298],
  ["Minneapolis", "United States", 44.9778, -93.265],
  ["Detroit", "United States", 42.3314, -83.0458],
  ["St. Louis", "United States", 38.627, -90.1994],
  ["Nashville", "United States", 36.1627, -86.7816],
  ["Atlanta", "United States", 33.749, -84.388],
  ["Miami", "United States", 25.7617, -80.1918],
  ["Orlando", "United States", 28.5383, -81.3792],
  ["Tampa", "United States", 27.9506, -82.4572],
  ["Charlotte", "United States", 35.2271, -80.8431],
  ["Washington", "United States", 38.9072, -77.0369],
  ["Baltimore", "United States", 39.2904, -76.6122],
  ["Philadelphia", "United States", 39.9526, -75.1652],
  ["New York", "United States", 40.7128, -74.006],
  ["Brooklyn", "United States", 40.6782, -73.9442],
  ["Boston", "United States", 42.3601, -71.0589],
  ["Pittsburgh", "United States", 40.4406, -79.9959],
  ["Columbus", "United States", 39.9612, -82.9988],
  ["Cleveland", "United States", 41.4993, -81.6944],
  ["New Orleans", "United States", 29.9511, -90.0715],
  ["Honolulu", "United States", 21.3069, -157.8583],
  ["Toronto", "Canada", 43.6532, -79.3832],
  ["Montreal", "Canada", 45.5017, -73.5673],
  ["Vancouver", "Canada", 49.2827, -123.1207],
  ["Calgary", "Canada", 51.0447, -114.0719],
  ["Ottawa", "Canada", 45.4215, -75.6972],
  ["Mexico City", "Mexico", 19.4326, -99.1332],
  ["London", "United Kingdom", 51.5074, -0.1278],
  ["Manchester", "United Kingdom", 53.4808, -2.2426],
  ["Birmingham", "United Kingdom", 52.4862, -1.8904],
  ["Leeds", "United Kingdom", 53.8008, -1.5491],
  ["Liverpool", "United Kingdom", 53.4084, -2.9916],
  ["Bristol", "United Kingdom", 51.4545, -2.5879],
  ["Glasgow", "United Kingdom", 55.8642, -4.2518],
  ["Edinburgh", "United Kingdom", 55.9533, -3.1883],
  ["Cardiff", "United Kingdom", 51.4816, -3.1791],
  ["Belfast", "United Kingdom", 54.5973, -5.9301],
  ["Dublin", "Ireland", 53.3498, -6.2603],
  ["Cork", "Ireland", 51.8985, -8.4756],
  ["Paris", "France", 48.8566, 2.3522],
  ["Lyon", "France", 45.764, 4.8357],
  ["Marseille", "France", 43.2965, 5.3698],
  ["Berlin", "Germany", 52.52, 13.405],
  ["Munich", "Germany", 48.1351, 11.582],
  ["Hamburg", "Germany", 53.5511, 9.9937],
  ["Frankfurt", "Germany", 50.1109, 8.6821],
  ["Cologne", "Germany", 50.9375, 6.9603],
  ["Madrid", "Spain", 40.4168, -3.7038],
  ["Barcelona", "Spain", 41.3851, 2.1734],
  ["Valencia", "Spain", 39.4699, -0.3763],
  ["Lisbon", "Portugal", 38.7223, -9.1393],
  ["Porto", "Portugal", 41.1579, -8.6291],
  ["Rome", "Italy", 41.9028, 12.4964],
  ["Milan", "Italy", 45.4642, 9.19],
  ["Amsterdam", "Netherlands", 52.3676, 4.9041],
  ["Rotterdam", "Netherlands", 51.9244, 4.4777],
  ["Brussels", "Belgium", 50.8503, 4.3517],
  ["Zurich", "Switzerland", 47.3769, 8.5417],
  ["Geneva", "Switzerland", 46.2044, 6.1432],
  ["Vienna", "Austria", 48.2082, 16.3738],
  ["Stockholm", "Sweden", 59.3293, 18.0686],
  ["Gothenburg", "Sweden", 57.7089, 11.9746],
  ["Oslo", "Norway", 59.9139, 10.7522],
  ["Copenhagen", "Denmark", 55.6761, 12.5683],
  ["Helsinki", "Finland", 60.1699, 24.9384],
  ["Warsaw", "Poland", 52.2297, 21.0122],
  ["Athens", "Greece", 37.9838, 23.7275],
  ["Istanbul", "Turkey", 41.0082, 28.9784],
  ["Tel Aviv", "Israel", 32.0853, 34.7818],
  ["Dubai", "United Arab Emirates", 25.2048, 55.2708],
  ["Cairo", "Egypt", 30.0444, 31.2357],
  ["Lagos", "Nigeria", 6.5244, 3.3792],
  ["Abuja", "Nigeria", 9.0765, 7.3986],
  ["Nairobi", "Kenya", -1.2921, 36.8219],
  ["Johannesburg", "South Africa", -26.2041, 28.0473],
  ["Cape Town", "South Africa", -33.9249, 18.4241],
  ["Mumbai", "India", 19.076, 72.8777],
  ["Delhi", "India", 28.7041, 77.1025],
  ["New Delhi", "India", 28.6139, 77.209],
  ["Bangalore", "India", 12.9716, 77.5946],
  ["Bengaluru", "India", 12.9716, 77.5946],
  ["Chennai", "India", 13.0827, 80.2707],
  ["Hyderabad", "India", 17.385, 78.4867],
  ["Singapore", "Singapore", 1.3521, 103.8198],
  ["Tokyo", "Japan", 35.6762, 139.6503],
  ["Osaka", "Japan", 34.6937, 135.5023],
  ["Seoul", "South Korea", 37.5665, 126.978],
  ["Shanghai", "China", 31.2304, 121.4737],
  ["Beijing", "China", 39.9042, 116.4074],
  ["Manila", "Philippines", 14.5995, 120.9842],
  ["Jakarta", "Indonesia", -6.2088, 106.8456],
  ["Sydney", "Australia", -33.8688, 151.2093],
  ["Melbourne", "Australia", -37.8136, 144.9631],
  ["Brisbane", "Australia", -27.4698, 153.0251],
  ["Perth", "Australia", -31.9505, 115.8605],
  ["Auckland", "New Zealand", -36.8485, 174.7633],
  ["São Paulo", "Brazil", -23.5505, -46.6333],
  ["Sao Paulo", "Brazil", -23.5505, -46.6333],
  ["Rio de Janeiro", "Brazil", -22.9068, -43.1729],
  ["Buenos Aires", "Argentina", -34.6037, -58.3816],
].map(([name, country, lat, lng]) => ({
  name: name as string,
  country: country as string,
  lat: lat as number,
  lng: lng as number,
}));

const normalize = (value: string) =>
  value.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

const COUNTRY_BY_ALIAS = new Map(
  Object.entries(COUNTRY_ALIASES).flatMap(([country, aliases]) =>
    [country, ...aliases].map((alias) => [normalize(alias), country] as const),
  ),
);
const CITY_BY_NAME = new Map(CITIES.map((city) => [normalize(city.name), city]));

/** Every country /by-country knows, for its list and its URL check. */
export const KNOWN_COUNTRIES = Object.keys(COUNTRY_ALIASES).sort();

export type Place = { country: string | null; latitude: number | null; longitude: number | null };

/** The country a part of a location names: a country, a code, or a state/province code. */
function countryOfPart(part: string): { country: string; ambiguous: boolean } | null {
  const byAlias = COUNTRY_BY_ALIAS.get(part);
  const region = US_STATES.has(part) ? "United States" : CA_PROVINCES.has(part) ? "Canada" : null;
  if (byAlias && region && byAlias !== region) return { country: region, ambiguous: true };
  const country = byAlias ?? region;
  return country ? { country, ambiguous: false } : null;
}

/**
 * The country and approximate coordinates of a typed location. The country comes from the last
 * part that names one ("CA" after a known Californian city is California, not Canada), else
 * from a known city; the coordinates from a known city of that country.
 */
export function parsePlace(location: string | null | undefined): Place {
  const parts = (location ?? "").split(",").map(normalize).filter(Boolean);
  if (parts.length === 0) return { country: null, latitude: null, longitude: null };
  const city = parts.map((part) => CITY_BY_NAME.get(part)).find(Boolean) ?? null;
  let country: string | null = null;
  // The first part is the place itself unless it is all there is ("Germany").
  for (let index = parts.length - 1; index >= (parts.length === 1 ? 0 : 1); index--) {
    const found = countryOfPart(parts[index] as string);
    if (!found) continue;
    country = found.ambiguous && city ? city.country : found.country;
    break;
  }
  country ??= city?.country ?? null;
  const located = city && city.country === country ? city : null;
  return { country, latitude: located?.lat ?? null, longitude: located?.lng ?? null };
}

/**
 * ISO 3166-1 alpha-2 codes of the countries above, for filters that take a code (the public
 * API's `country`): "us", "GB", … Kept apart from the aliases: a code that is also a state or
 * province code ("ca", "in") means the country only where a country is asked for.
 */
const ISO_CODES: Record<string, string> = {
  "United States": "US",
  "United Kingdom": "GB",
  Ireland: "IE",
  Canada: "CA",
  Australia: "AU",
  "New Zealand": "NZ",
  Germany: "DE",
  France: "FR",
  Spain: "ES",
  Italy: "IT",
  Netherlands: "NL",
  Belgium: "BE",
  Switzerland: "CH",
  Austria: "AT",
  Sweden: "SE",
  Norway: "NO",
  Denmark: "DK",
  Finland: "FI",
  Poland: "PL",
  Portugal: "PT",
  Greece: "GR",
  Mexico: "MX",
  Brazil: "BR",
  Argentina: "AR",
  India: "IN",
  Japan: "JP",
  China: "CN",
  Singapore: "SG",
  "South Africa": "ZA",
  Nigeria: "NG",
  Kenya: "KE",
  Egypt: "EG",
  "United Arab Emirates": "AE",
  Turkey: "TR",
  Israel: "IL",
  Philippines: "PH",
  Indonesia: "ID",
  "South Korea": "KR",
};
const COUNTRY_BY_CODE = new Map(
  Object.entries(ISO_CODES).map(([country, code]) => [code.toLowerCase(), country] as const),
);

/** A country's ISO 3166-1 alpha-2 code ("United States" → "US"), or null if it has none here. */
export const countryCode = (country: string) => ISO_CODES[country] ?? null;

/**
 * The country a filter names, as complaints store it: an ISO 3166-1 alpha-2 code or a name (or
 * a name people write for it, "USA", "Deutschland"), in any case and spacing. Null when it names
 * no country this site knows.
 */
export function countryNamed(value: string): string | null {
  const key = normalize(value);
  return COUNTRY_BY_CODE.get(key) ?? COUNTRY_BY_ALIAS.get(key) ?? null;
}

/** Country names in URLs: "United States" ⇄ "united-states". */
export const countrySlug = (country: string) => normalize(country).replace(/[^a-z0-9]+/g, "-");
export const countryFromSlug = (slug: string) =>
  KNOWN_COUNTRIES.find((country) => countrySlug(country) === slug) ?? null;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Country-code domains used as generic names (.io, .ai, .co, .tv, …): they say nothing of a country. */
const GENERIC_CCTLDS = new Set([
  "io",
  "ai",
  "co",
  "tv",
  "me",
  "ly",
  "fm",
  "gg",
  "to",
  "cc",
  "ws",
  "app",
]);

/**
 * The country a company's domain names by its country-code top-level domain (".de", ".co.uk",
 * ".com.tr"), or null for generic and unknown ones.
 */
export function countryOfDomain(domain: string | null | undefined): string | null {
  const tld = (domain ?? "").toLowerCase().split(".").pop() ?? "";
  if (tld.length !== 2 || GENERIC_CCTLDS.has(tld)) return null;
  if (tld === "uk") return "United Kingdom";
  return COUNTRY_BY_ALIAS.get(tld) ?? null;
}
