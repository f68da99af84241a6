import { signOut } from "../accounts";
import { ADMIN_EMAIL, cards, loginAs } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";

/**
 * Flags in the open (issue 37, decision 032; scoped by decision 039): a member reports a
 * complaint as extortion with the demand (without JavaScript too: a refusal keeps the text), the
 * complaint stays public, its author answers (without JavaScript), a superadmin reads both sides
 * and upholds it, and the company page labels that complaint only and says how many its figures
 * leave out; the author appeals and the superadmin overturns, which removes the label and puts
 * the complaint back in the figures.
 */
test("a member reports extortion with the demand, a moderator upholds it, and the company page says so", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const text = `Order ${stamp} arrived broken and nobody answers.`;
  const other = `Order ${stamp} second parcel also lost, no reply.`;
  const { email, domain, ids, companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Extra Demanding", label: `flags-${stamp}` },
    [text, other],
  );
  const id = ids[0] ?? "";
  await ownerOf(page, domain, "Mona Member", testInfo);

  await page.goto(companyPath);
  await expect(page.getByTestId("company-member-reports")).toHaveText(
    "Reported by this company's members: 0 complaints · 0 upheld by a moderator",
  );
  await cards(page)
    .filter({ hasText: text })
    .getByRole("link", { name: "Report extortion" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${id}/report-extortion$`));
  await page.screenshot({ path: testInfo.outputPath("extortion-form.png"), fullPage: true });

  // Without JavaScript: a plain form; a refusal comes back with its message and the text typed.
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}/report-extortion`);
  const demand = plain.getByLabel(/The demand/);
  await demand.fill("Pay me");
  // The browser's own minlength check is bypassed so the server's answer is what is seen.
  await demand.evaluate((el) => el.removeAttribute("minlength"));
  await plain.getByRole("button", { name: "Send to moderators" }).click();
  await expect(plain.getByTestId("extortion-error")).toContainText(
    "Paste or describe the demand in at least 10 characters.",
  );
  await expect(plain.getByLabel(/The demand/)).toHaveValue("Pay me");
  await plain.screenshot({
    path: testInfo.outputPath("extortion-refused-nojs.png"),
    fullPage: true,
  });
  await plain
    .getByLabel(/The demand/)
    .fill(`He wrote ${stamp}: pay me 300 dollars and I delete the complaint.`);
  await plain.getByRole("button", { name: "Send to moderators" }).click();
  await expect(plain).toHaveURL(new RegExp(`/complaint/${id}$`));
  await expect(plain.getByTestId("flash")).toContainText("Extortion reported");
  // Still public, for everyone.
  await expect(cards(plain).filter({ hasText: text })).toHaveCount(1);
  await plain.context().close();

  await page.goto(companyPath);
  await expect(page.getByTestId("company-member-reports")).toHaveText(
    "Reported by this company's members: 1 complaint · 0 upheld by a moderator",
  );
  await signOut(page);

  // The author is told and gives their side once, without JavaScript.
  await loginAs(page, email, "/notifications");
  await page
    .getByText(/reported your complaint as a demand for payment/)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${id}/answer-extortion$`));
  await expect(page.getByTestId("extortion-reported")).toContainText(`He wrote ${stamp}`);
  const side = await noScriptPage(page, browser, baseURL);
  await side.goto(`/complaint/${id}/answer-extortion`);
  await side.getByLabel(/^Your side/).fill(`Never asked ${stamp} for money; I want my refund.`);
  await side.getByRole("button", { name: "Send my answer" }).click();
  await expect(side.getByTestId("flash")).toContainText("Sent");
  await expect(side.getByTestId("extortion-your-answer")).toContainText(`Never asked ${stamp}`);
  await expect(side.getByTestId("extortion-side-form")).toHaveCount(0);
  await side.screenshot({ path: testInfo.outputPath("extortion-answer-nojs.png"), fullPage: true });
  await side.context().close();
  await signOut(page);

  await loginAs(page, ADMIN_EMAIL, "/admin?tab=moderation");
  const item = page.getByTestId("extortion-item").filter({ hasText: text });
  await expect(item.getByTestId("extortion-demand")).toContainText(`He wrote ${stamp}`);
  await expect(item.getByTestId("extortion-answer")).toContainText(`Never asked ${stamp}`);
  await page.screenshot({ path: testInfo.outputPath("extortion-queue.png"), fullPage: true });
  await item.getByRole("button", { name: "Uphold" }).click();
  await expect(page.getByText(/Extortion upheld/).first()).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.goto(companyPath);
  await expect(page.getByTestId("company-member-reports")).toHaveText(
    "Reported by this company's members: 1 complaint · 1 upheld by a moderator",
  );
  await expect(page.getByTestId("company-left-out")).toHaveText(
    "1 complaint a moderator found was used to demand payment is left out of these figures.",
  );
  const card = cards(page).filter({ hasText: text });
  await expect(card.getByTestId("found-demanding-payment")).toHaveText(
    "A moderator found that this complaint was used to demand payment for its removal.",
  );
  // The author's other complaint carries nothing.
  await expect(
    cards(page).filter({ hasText: other }).getByTestId("found-demanding-payment"),
  ).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("company-flags.png"), fullPage: true });
  await signOut(page);

  // The author appeals once; the superadmin reads both sides and overturns the finding.
  await loginAs(page, email, `/complaint/${id}/answer-extortion`);
  await page.getByLabel(/^Your side/).fill(`The whole thread ${stamp}: they offered a refund.`);
  await page.getByRole("button", { name: "Send my appeal" }).click();
  await expect(page.getByTestId("extortion-your-appeal")).toContainText(
    "Waiting for a superadmin's decision.",
  );
  await signOut(page);
  await loginAs(page, ADMIN_EMAIL, "/admin?tab=moderation");
  const appeal = page.getByTestId("extortion-appeal").filter({ hasText: text });
  await expect(appeal.getByTestId("extortion-appeal-answer")).toContainText(`Never asked ${stamp}`);
  await expect(appeal.getByTestId("extortion-appeal-text")).toContainText(
    `The whole thread ${stamp}`,
  );
  await page.screenshot({ path: testInfo.outputPath("extortion-appeal.png"), fullPage: true });
  await appeal.getByRole("button", { name: "Overturn the finding" }).click();
  await expect(page.getByText(/Appeal upheld/).first()).toBeVisible();
  await page.goto(companyPath);
  await expect(page.getByTestId("company-left-out")).toHaveCount(0);
  await expect(
    cards(page).filter({ hasText: text }).getByTestId("found-demanding-payment"),
  ).toHaveCount(0);
});
