/**
 * Where a complaint happened, from the free-text location people type ("Chicago, IL, USA",
 * "Berlin", "London, United Kingdom"): the country, for /by-country, and approximate
 * coordinates of known cities, for /near-me when the author did not share exact ones. Offline
 * on purpose: no geocoding service is called.
 */

import {
  CA_PROVINCES,
  CITIES,
  COUNTRY_ALIASES,
  GENERIC_CCTLDS,
  ISO_CODES,
  US_STATES,
} from "./place-names";

/**
 * A name as compared: NFKC, lower case, one space. Lower-casing the Turkish dotted capital "İ"
 * leaves "i" and a combining dot above (U+0307), which is dropped so "İstanbul" is "istanbul".
 */
const normalize = (value: string) =>
  value
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\u0307/g, "")
    .replace(/\s+/g, " ")
    .trim();

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
