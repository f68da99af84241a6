/**
 * The sitemap at the bench's scale: reads /sitemap.xml (an index), then every part it lists, and
 * counts the complaint addresses: each complaint of the database must be listed exactly once,
 * and no part may hold more than the 50,000 URLs sitemaps.org allows.
 */
export type SitemapCheck = {
  parts: number;
  largestPart: number;
  complaintUrls: number;
  distinctComplaints: number;
  expected: number;
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

export async function checkSitemap(url: string, expected: number): Promise<SitemapCheck> {
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const parts = locs(index);
  const seen = new Set<string>();
  let complaintUrls = 0;
  let largestPart = 0;
  for (const part of parts) {
    // The index names parts on the public host; read each from the server under test.
    const { pathname, search } = new URL(part.replaceAll("&amp;", "&"));
    const response = await fetch(`${url}${pathname}${search}`);
    if (!response.ok) throw new Error(`sitemap part ${pathname}${search}: ${response.status}`);
    const urls = locs(await response.text());
    largestPart = Math.max(largestPart, urls.length);
    for (const loc of urls) {
      const id = /\/complaint\/([^/?#]+)$/.exec(loc)?.[1];
      if (!id) continue;
      complaintUrls += 1;
      seen.add(id);
    }
  }
  return {
    parts: parts.length,
    largestPart,
    complaintUrls,
    distinctComplaints: seen.size,
    expected,
  };
}

export function printSitemap(check: SitemapCheck) {
  console.log("\n## The sitemap (index and every part)");
  console.log(
    `${check.parts} parts (largest ${check.largestPart} URLs); ${check.complaintUrls} complaint URLs, ${check.distinctComplaints} distinct, of ${check.expected} complaints in the database`,
  );
}

/** Each complaint once, none missing, no part over the limit. */
export const sitemapHolds = (check: SitemapCheck) =>
  check.complaintUrls === check.expected &&
  check.distinctComplaints === check.expected &&
  check.largestPart <= 50_000;
