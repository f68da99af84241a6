import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, unuckedCard, watchUckBursts } from "../complaints";
import { expect, test } from "../fixtures";
import { customerFilesAboutNewCompany } from "../members";

/**
 * A complaint's card: ucks and comments persist and can be taken back where they were given.
 * The card menu's actions (save, report, block, edit, delete, the complainant's answer) are in
 * card-actions-menu.spec.ts.
 */

test("uck a complaint once; it stays ucked after a reload, and the detail page can take it back", async ({
  page,
}) => {
  // A complaint of the journey's own, the newest on the feed, so no journey beside this one
  // ucks it meanwhile; and a fresh person, who has ucked nothing.
  const { ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Cal Complainant", label: "uckonce" },
    [`The kettle ${Date.now().toString(36)} leaked on the first day.`],
  );
  const id = ids[0] ?? "";
  await registerVerifyAndLogin(page, "Uma Uck", uniqueEmail(page, "uck-once"));
  const target = page.locator(`[data-complaint-id="${id}"]`);
  const before = Number(await target.getByTestId("uck-count").textContent());
  const largestBurst = await watchUckBursts(page);
  await target.getByRole("button", { name: /Uck this complaint/ }).click();
  await expect(page.getByText("Your uck has been counted.")).toBeVisible();
  await expect(target.getByTestId("uck-count")).toHaveText(String(before + 1));
  // The animation: 15 small images for 1.5 seconds, then nothing.
  await expect.poll(largestBurst).toBe(15);
  await expect(target.getByTestId("uck-burst")).toHaveCount(0);

  await page.reload();
  await expect(target.getByTestId("uck-count")).toHaveText(String(before + 1));
  await target.getByRole("button", { name: /Ucked$/ }).click();
  await expect(page.getByText("You have already ucked this complaint.")).toBeVisible();

  await page.goto(`/complaint/${id}`);
  await page.getByRole("button", { name: /Ucked$/ }).click();
  await expect(page.getByText("Uck removed")).toBeVisible();
  await expect(page.getByTestId("uck-count").first()).toHaveText(String(before));
  await page.reload();
  await expect(page.getByTestId("uck-count").first()).toHaveText(String(before));
});

test("comment on a complaint and uck a comment; both survive a reload", async ({ page }) => {
  await registerVerifyAndLogin(page, "Cami Comment", uniqueEmail(page, "comment"));
  const id = await cards(page).nth(1).getAttribute("data-complaint-id");
  await page.goto(`/complaint/${id}`);
  const send = page.getByRole("button", { name: "Send comment" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Write a comment").fill("   ");
  await expect(send).toBeDisabled();
  const text = `Same here, ${Date.now()}`;
  const count = page.getByTestId("complaint-card").getByRole("link", { name: /^\d+ comments?$/ });
  const before = Number(await count.innerText());
  await page.getByLabel("Write a comment").fill(text);
  await send.click();
  await expect(page.getByText("Your comment has been added to the complaint.")).toBeVisible();
  await expect(page.getByTestId("comment").filter({ hasText: text })).toBeVisible();
  await expect(page.getByLabel("Write a comment")).toHaveValue("");
  // The card above the comments counts it at once.
  await expect(count).toHaveText(String(before + 1));

  // Visible ones only: after a reload the streamed comments first arrive in a hidden block.
  const comment = page.getByTestId("comment").filter({ hasText: text, visible: true });
  // The count moves at once; the reload waits for the server's answer (a reload before it
  // would cancel the request, as leaving any page does).
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.ok(),
  );
  await comment.getByRole("button", { name: /UCK/ }).click();
  await expect(comment.getByTestId("comment-uck-count")).toHaveText("1");
  await answered;
  await page.reload();
  await expect(comment.getByTestId("comment-uck-count")).toHaveText("1");
  await expect(comment.getByRole("button", { name: /UCK/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("no uck animation for people who asked for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await registerVerifyAndLogin(page, "Remy Reduced", uniqueEmail(page, "reduced-motion"));
  const card = cards(page)
    .filter({ has: page.getByRole("button", { name: /Uck this complaint$/ }) })
    .last();
  const largestBurst = await watchUckBursts(page);
  await card.getByRole("button", { name: /Uck this complaint$/ }).click();
  await expect(page.getByText("Your uck has been counted.")).toBeVisible();
  expect(await largestBurst()).toBe(0);
});

test("a uck on a company page can be taken back there, as on the detail page", async ({ page }) => {
  // A complaint of the journey's own, so no journey beside this one ucks it meanwhile.
  const { companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Cy Complainant", label: "companyuck" },
    [`The blender ${Date.now().toString(36)} stopped after a week.`],
  );
  await registerVerifyAndLogin(page, "Ursula Uck", uniqueEmail(page, "company-uck"), companyPath);
  const { card: target, ucks: before } = await unuckedCard(page);
  await target.getByRole("button", { name: /Uck this complaint/ }).click();
  await expect(page.getByText("Your uck has been counted.")).toBeVisible();
  await expect(target.getByTestId("uck-count")).toHaveText(String(before + 1));
  await target.getByRole("button", { name: /Ucked$/ }).click();
  await expect(page.getByText("Uck removed")).toBeVisible();
  await expect(target.getByTestId("uck-count")).toHaveText(String(before));
  await page.reload();
  await expect(target.getByTestId("uck-count")).toHaveText(String(before));
});
