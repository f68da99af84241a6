import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { postComplaint } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/**
 * Issue 65, decision 046: after escalation the complainant records what happened, with the
 * amount, the day and a PDF as evidence, without JavaScript (at 390 px in the phone project);
 * the complaint says it is reported by the complainant and not counted, and the company page
 * counts nothing from it until it is verified.
 */
test("without JavaScript a complainant records a chargeback with a PDF; it shows as reported, not counted", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Olive Outcome", uniqueEmail(page, "outcome"));
  const text = `My card was charged twice and the shop never refunded it (${Date.now()}).`;
  const { id, companyPath } = await postComplaint(page, {
    companyName: "outcome shop",
    companyDomain: `outcomeshop${Date.now().toString(36)}.example`,
    text,
  });
  // The local server runs the escalation job for this complaint as if 48 hours had passed.
  await page.goto(`/dev/escalate?complaint=${id}`);
  await page.getByRole("button", { name: "Escalate now" }).click();
  await expect(page).toHaveURL(`/complaint/${id}`);

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}`);
  await plain.getByTestId("escalation-outcome-link").click();
  await expect(plain).toHaveURL(`/complaint/${id}/outcome`);
  const form = plain.getByTestId("outcome-form");
  await form.getByLabel("What happened").selectOption("chargeback_won");
  await form.getByLabel("Amount (where money moved)").fill("120");
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("The day it happened").fill(new Date().toISOString().slice(0, 10));
  await form
    .getByLabel("Evidence (a picture or a PDF)")
    .setInputFiles({ name: "bank-letter.pdf", mimeType: "application/pdf", buffer: PDF });
  const save = form.getByRole("button", { name: "Save what happened" });
  // Within the phone's width: nothing to scroll sideways to reach it.
  const box = await save.boundingBox();
  const width = plain.viewportSize()?.width ?? 0;
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  await save.click();
  await expect(plain.getByTestId("flash")).toContainText("Saved");
  const current = plain.getByTestId("outcome-current");
  await expect(current).toContainText("My card issuer refunded me (chargeback won)");
  await expect(current).toContainText("€120.00");
  await expect(plain.getByTestId("outcome-state")).toHaveText(
    "Reported by the complainant; not verified, so not counted.",
  );

  // The complaint says so to everyone; the company page counts nothing from it yet.
  const visitor = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/complaint/${id}`);
  await expect(visitorPage.getByTestId("escalation-outcome-state")).toHaveText(
    "Reported by the complainant; not verified, so not counted.",
  );
  await expect(visitorPage.getByTestId("escalation-outcome-link")).toHaveCount(0);
  await visitorPage.goto(companyPath);
  const panel = visitorPage.getByTestId("escalation-outcomes");
  await expect(panel.getByTestId("escalation-upheld")).toContainText(
    "No verified outcome of an escalation",
  );
  await expect(panel.getByTestId("escalation-not-counted")).toContainText(
    "not verified or not counted: 1",
  );
  await expect(panel.getByTestId("escalation-money")).toHaveCount(0);
  // The outcome page is for the author, the company and moderators: a visitor is sent to sign in.
  const evidence = await visitorPage.request.get(`/complaint/${id}/outcome`, { maxRedirects: 0 });
  expect(evidence.status()).toBe(302);
  await visitor.close();
  await plain.context().close();
});
