import { test as base, expect } from "@playwright/test";

/**
 * Every journey fails on a console error, an uncaught page error (CSP, hydration, crashes) or a
 * failed subresource. A page whose document is a 404 on purpose only logs the browser's generic
 * "Failed to load resource" line, which is judged by the responses instead.
 */
export const test = base.extend<{ pageErrors: string[] }>({
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
        const isDocument = response.request().resourceType() === "document";
        if (!isDocument && response.status() >= 400) {
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
