import { signOut } from "../accounts";
import { ADMIN_EMAIL, loginAs, menuItem, openMenu } from "../complaints";
import { expect, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";

test("a company member's report is shown as such, and one account reports a complaint once", async ({
  page,
}, testInfo) => {
  const text = `Refund ${Date.now().toString(36)} never came back to my card.`;
  const { domain, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Rhea Reporter", label: "member-flag" },
    [text],
  );
  const id = ids[0] ?? "";
  await ownerOf(page, domain, "Otto Owner", testInfo);

  const reportOnce = async (reason: string, answer: string) => {
    await page.goto(`/complaint/${id}`);
    await openMenu(page.locator(`[data-complaint-id="${id}"]`));
    await menuItem(page, /^Report$/).click();
    await page.getByLabel("Reason").fill(reason);
    await page.getByRole("button", { name: "Submit report" }).click();
    await expect(page.getByText(answer).first()).toBeVisible();
  };
  await reportOnce("This is not true.", "Report submitted");
  await reportOnce("Still not true.", "Already reported");
  await expect(
    page
      .getByText("You have already reported this complaint. Our moderators will review it.")
      .first(),
  ).toBeVisible();
  // A refusal keeps the dialog and what was typed (forms first, docs/architecture.md#forms-first); the person closes it.
  await page
    .getByRole("dialog", { name: "Report this complaint" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await signOut(page);

  await loginAs(page, ADMIN_EMAIL);
  await reportOnce("Names a private person.", "Report submitted");
  await page.goto("/admin?tab=moderation");
  const item = page.getByTestId("report-item").filter({ hasText: text });
  await expect(item).toContainText("2 reports");
  await expect(item.getByTestId("report-from-company")).toHaveText(
    "1 by the company's own members",
  );
  await expect(item).toContainText("1 from accounts under a day old");
  await expect(item).toContainText("This is not true.");
  await expect(item).not.toContainText("Still not true.");
  await item.getByRole("button", { name: "Keep" }).click();
  await expect(page.getByText("Complaint kept; reports dismissed").first()).toBeVisible();
  await expect(item).toHaveCount(0);
});
