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

export async function runLighthouse(url: string, paths: string[]): Promise<LighthouseResult[]> {
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
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runner = await lighthouse(`${url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = runner.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
