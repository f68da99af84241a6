import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { expect, test } from "../fixtures";

/**
 * Every page's server HTML is valid HTML: the rules of html-validate's "standard" preset, which
 * check what the HTML standard requires (nesting, attributes and their values, ARIA references,
 * unique ids) and leave style alone, like the W3C checker. The HTML is the same for every
 * viewport, so the desktop project checks it.
 */
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

async function expectValidPages(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(path === "/no-such-page" ? 500 : 400);
    const report = await validator.validateString(await response.text(), path);
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.ruleId}: ${message.message} (${message.selector})`,
      ),
    );
    expect(problems, path).toEqual([]);
  }
}

test("every public page is valid HTML", async ({ page, isMobile }) => {
  test.skip(isMobile, "the same HTML as on desktop");
  const home = await (await page.request.get("/")).text();
  const complaint = /href="(\/complaint\/[^"/?#]+)"/.exec(home)?.[1];
  const company = /href="(\/company\/[^"/?#]+)"/.exec(home)?.[1];
  const person = /href="(\/u\/[^"/?#]+)"/.exec(home)?.[1];
  expect(complaint && company && person).toBeTruthy();
  await expectValidPages(page.request, [
    "/",
    complaint ?? "",
    company ?? "",
    person ?? "",
    "/create",
    "/auth/login",
    "/auth/register",
    "/auth/forgot-password",
    "/search?q=refund",
    "/categories",
    "/trending",
    "/viral",
    "/most-complained",
    "/most-commented",
    "/resolved",
    "/by-country",
    "/by-industry",
    "/help",
    "/user-agreement",
    "/privacy-policy",
    "/investor-center",
    "/press-media",
    "/no-such-page",
  ]);
});

test("every signed-in page is valid HTML", async ({ page, isMobile }) => {
  test.skip(isMobile, "the same HTML as on desktop");
  await registerVerifyAndLogin(page, "Vali Dator", uniqueEmail(page, "html"));
  await expectValidPages(page.request, [
    "/",
    "/create",
    "/profile",
    "/profile?tab=following",
    "/notifications",
    "/bookmarked",
    "/my-complaints",
    "/?feed=following",
  ]);
});
