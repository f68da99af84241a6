/**
 * The archive's rule (decision 049): every public complaint within four plain links of
 * `/`. `archiveReach` walks a running UCK breadth-first from `/`, reading each page's
 * server-rendered HTML (no scripts run) and following its plain `<a href>` links on the same
 * origin, and says at which depth each address was first reached. Pages at the last depth are
 * not fetched: only reached. Runtime-neutral (it is given `fetch`), so the browser suite's check
 * (e2e/archive/reach.spec.ts), the bench at 1M and a person at a shell use the same walk:
 *
 *   npx tsx scripts/archive-reach.ts --origin http://localhost:5173 [--depth 4] [--all-links]
 *
 * `follow` chooses which reached pages are opened (their links read); by default the archive's
 * own pages (ARCHIVE_ONLY), so a walk costs about one request per archive page rather than
 * opening every company and complaint page of the site. What such a walk reaches is a subset of
 * what a crawler following every link reaches, so "every complaint reached" still proves the rule.
 */

export type ReachOptions = {
  /** "http://localhost:5173": the site's origin; only its own addresses are followed. */
  origin: string;
  /** Deepest link count from `/` (4: the rule). */
  maxDepth?: number;
  /** Which reached pages (path with query) are opened and their links read; `/` always is. */
  follow?: (path: string) => boolean;
  /** Pages opened at once. */
  concurrency?: number;
  /** How a page is read (the global fetch by default). */
  fetch?: (url: string) => Promise<{ status: number; text(): Promise<string> }>;
};

export type Reach = {
  /** Every address reached (path with query, no fragment), with its depth from `/`. */
  depthOf: Map<string, number>;
  /** Complaint ids reached, with the depth of their page. */
  complaints: Map<string, number>;
  /** Pages opened. */
  opened: number;
  /** Opened pages that did not answer 200. */
  failures: { path: string; status: number }[];
};

/** The archive's pages: the only ones a default walk opens (besides `/`). */
export const ARCHIVE_ONLY = (path: string) => path === "/archive" || path.startsWith("/archive/");

const HREF = /<a\s[^>]*?href="([^"]*)"/gi;
const COMPLAINT = /^\/complaint\/([^/?#]+)$/;

const unescapeHtml = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The plain links of an HTML page, as same-origin paths with their query (no fragment). */
export function plainLinks(html: string, pageUrl: string, origin: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(HREF)) {
    const raw = unescapeHtml(match[1] ?? "");
    if (!raw || raw.startsWith("#") || /^(mailto|tel|javascript):/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

/** The complaint id an address names (/complaint/{id}), or null. */
export function complaintIdOf(path: string): string | null {
  const match = COMPLAINT.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export async function archiveReach(options: ReachOptions): Promise<Reach> {
  const origin = new URL(options.origin).origin;
  const maxDepth = options.maxDepth ?? 4;
  const follow = options.follow ?? ARCHIVE_ONLY;
  const concurrency = options.concurrency ?? 4;
  const get = options.fetch ?? ((url: string) => fetch(url));
  const depthOf = new Map<string, number>([["/", 0]]);
  const failures: Reach["failures"] = [];
  let opened = 0;
  let level = ["/"];
  for (let depth = 0; depth < maxDepth && level.length > 0; depth++) {
    const toOpen = level.filter((path) => path === "/" || follow(path));
    const next: string[] = [];
    for (let start = 0; start < toOpen.length; start += concurrency) {
      const pages = await Promise.all(
        toOpen.slice(start, start + concurrency).map(async (path) => {
          const url = `${origin}${path}`;
          const response = await get(url);
          opened++;
          const html = await response.text();
          if (response.status !== 200) failures.push({ path, status: response.status });
          return { url, html };
        }),
      );
      for (const { url, html } of pages) {
        for (const link of plainLinks(html, url, origin)) {
          if (depthOf.has(link)) continue;
          depthOf.set(link, depth + 1);
          next.push(link);
        }
      }
    }
    level = next;
  }
  const complaints = new Map<string, number>();
  for (const [path, depth] of depthOf) {
    const id = complaintIdOf(path);
    if (id !== null && !complaints.has(id)) complaints.set(id, depth);
  }
  return { depthOf, complaints, opened, failures };
}

if (process.argv[1]?.endsWith("archive-reach.ts")) {
  const { parseArgs } = await import("node:util");
  const { values } = parseArgs({
    options: {
      origin: { type: "string", default: "http://localhost:5173" },
      depth: { type: "string", default: "4" },
      "all-links": { type: "boolean", default: false },
    },
  });
  const started = Date.now();
  const reach = await archiveReach({
    origin: values.origin,
    maxDepth: Number(values.depth),
    follow: values["all-links"] ? () => true : ARCHIVE_ONLY,
  });
  const byDepth = new Map<number, number>();
  for (const depth of reach.complaints.values()) byDepth.set(depth, (byDepth.get(depth) ?? 0) + 1);
  console.log(
    JSON.stringify(
      {
        complaintsReached: reach.complaints.size,
        byDepth: Object.fromEntries([...byDepth].sort((a, b) => a[0] - b[0])),
        pagesOpened: reach.opened,
        failures: reach.failures.slice(0, 20),
        seconds: (Date.now() - started) / 1000,
      },
      null,
      1,
    ),
  );
}
