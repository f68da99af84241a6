/**
 * The spec's company slug: the name lowercased, spaces turned to dashes, other
 * non-alphanumerics removed ("AT&T" → "att", "Delta Air Lines" → "delta-air-lines").
 */
export function companySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
