import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const url = "http://localhost:5300";
const home = await (await fetch(`${url}/`)).text();
const cid = home.match(/data-complaint-id="([^"]+)"/)?.[1];
for (const path of ["/", `/complaint/${cid}`, "/company/delta-air-lines", "/create"]) {
  const html = await (await fetch(`${url}${path}`)).text();
  const files = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1] as string);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) files.add(m[1] as string);
  let total = 0;
  const rows: [number, string][] = [];
  for (const f of files) { const g = gzipSync(readFileSync(`build/client${f}`), { level: 9 }).length / 1024; total += g; rows.push([g, f]); }
  console.log(path, total.toFixed(1));
  if (process.argv[2] === "v") for (const [g, f] of rows.sort((a, b) => b[0] - a[0])) console.log("  ", g.toFixed(1), f);
}
