/**
 * Lighthouse (mobile preset, simulated throttling) with the machine's Chromium, one page at a
 * time, against the running Worker.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function runOnce(url: string): Promise<Omit<LighthouseResult, "path">> {
  // A fresh browser per run: runs in a reused browser were skewed by what the previous one left.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = runner.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Each page `runs` times (3 by default), reporting the run with the median performance score,
 * as Lighthouse's own guidance suggests for its run-to-run variance.
 */
export async function runLighthouse(
  url: string,
  paths: string[],
  runs = 3,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const path of paths) {
    const all: Omit<LighthouseResult, "path">[] = [];
    for (let run = 0; run < runs; run++) all.push(await runOnce(`${url}${path}`));
    all.sort((a, b) => a.performance - b.performance);
    const median = all[Math.floor(all.length / 2)];
    if (median) results.push({ path, ...median });
  }
  return results;
}
