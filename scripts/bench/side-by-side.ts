/**
 * Two running builds compared page by page, alternating so the machine's other work falls on both
 * alike (docs/performance.md, "Side by side"): the feed, a company page and one of its complaints,
 * 50 rounds of 5 requests each, p50 of each and their ratio.
 *
 *   tsx scripts/bench/side-by-side.ts http://localhost:5191 http://localhost:5192 [company-slug]
 *
 * Each server is a build started with `npm start -- --built --fresh --port N --state DIR` in its
 * own checkout (the same seed, 300 complaints); the first is the reference.
 */
export {};

const [reference, candidate, slug = "verizon"] = process.argv.slice(2);
if (!reference || !candidate)
  throw new Error("Usage: side-by-side.ts <reference URL> <candidate URL> [company]");
const servers = { reference, candidate };
type Name = keyof typeof servers;
const PAGES = ["feed", "company", "complaint"] as const;

async function pathsOf(base: string) {
  const html = await (await fetch(`${base}/company/${slug}`)).text();
  const complaint = /href="(\/complaint\/[0-9a-f-]{36})"/.exec(html)?.[1];
  if (!complaint) throw new Error(`${base}/company/${slug} lists no complaint`);
  return { feed: "/", company: `/company/${slug}`, complaint };
}
const paths = { reference: await pathsOf(reference), candidate: await pathsOf(candidate) };

async function once(name: Name, page: (typeof PAGES)[number]) {
  const started = performance.now();
  const response = await fetch(`${servers[name]}${paths[name][page]}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name} ${page}: ${response.status}`);
  return performance.now() - started;
}

const times = new Map<string, number[]>();
for (const name of ["reference", "candidate"] as const)
  for (const page of PAGES) for (let i = 0; i < 10; i++) await once(name, page);
for (let round = 0; round < 50; round++) {
  const order: Name[] = round % 2 ? ["reference", "candidate"] : ["candidate", "reference"];
  for (const page of PAGES)
    for (const name of order)
      for (let i = 0; i < 5; i++) {
        const key = `${name} ${page}`;
        times.set(key, [...(times.get(key) ?? []), await once(name, page)]);
      }
}
const p50 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const page of PAGES) {
  const before = p50(times.get(`reference ${page}`) ?? []);
  const after = p50(times.get(`candidate ${page}`) ?? []);
  console.log(
    `${page.padEnd(10)} reference p50 ${before.toFixed(1)} ms  candidate p50 ${after.toFixed(1)} ms  candidate/reference ${(after / before).toFixed(2)}`,
  );
}
