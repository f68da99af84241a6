import { type Browser, test as base, expect, type Page } from "@playwright/test";

/**
 * Every journey fails on a console error, an uncaught page error (CSP, hydration, crashes) or a
 * failed GET of a subresource. The browser's generic "Failed to load resource" line is judged by
 * the responses instead.
 */
/**
 * Each journey is its own visitor: a distinct client address (the local server reads
 * CF-Connecting-IP like Cloudflare does), so the per-address rate limits of sign-in and
 * registration count one journey, not the whole suite.
 */
export function visitorAddress(key: string) {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Navigations resolve once React has hydrated, so a click never lands on inert server HTML. */
function awaitHydrationOnNavigation(page: Page) {
  const hydrated = () => page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
}

export const test = base.extend<{ pageErrors: string[]; homeScreenSeen: boolean }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const key = `${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}`;
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress(key) });
  },
  /**
   * Phones get the home-screen sheet 3 s after load; journeys about something else start with
   * it dismissed (its own journey turns this off).
   */
  homeScreenSeen: [true, { option: true }],
  // Navigations resolve once React has hydrated, so a click never lands on inert server HTML.
  page: async ({ page, homeScreenSeen }, use) => {
    if (homeScreenSeen) {
      await page.addInitScript(() => {
        window.localStorage.setItem("uck-home-screen-instruction-seen", "true");
      });
    }
    awaitHydrationOnNavigation(page);
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (message.text().startsWith("Failed to load resource")) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("response", (response) => {
        // Documents may be 404 on purpose; POSTs are form submissions whose 4xx carries the
        // validation message the test looks at.
        const request = response.request();
        const expected = request.resourceType() === "document" || request.method() === "POST";
        if (!expected && response.status() >= 400) {
          errors.push(`${response.status()} ${response.url()}`);
        }
      });
      await use(errors);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A second person in the same journey: a fresh browser context with its own address (the
 * per-address rate limits) and the home-screen tip already seen.
 */
export async function otherVisitorPage(browser: Browser, baseURL: string | undefined, key: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(`${key}-${Date.now()}`) },
  });
  await context.addInitScript(() =>
    window.localStorage.setItem("uck-home-screen-instruction-seen", "true"),
  );
  const page = await context.newPage();
  awaitHydrationOnNavigation(page);
  return page;
}

/**
 * The same person with scripts turned off: a context without JavaScript, the journey's viewport,
 * its own address, and `page`'s cookies (signed in when `page` is).
 */
export async function noScriptPage(page: Page, browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(`no-script-${Date.now()}`) },
  });
  await context.addCookies(await page.context().cookies());
  return context.newPage();
}
