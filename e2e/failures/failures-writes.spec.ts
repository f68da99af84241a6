import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, pickCompany, unuckedCard } from "../complaints";
import { GENERIC_FAILURE, ways } from "../failure-ways";
import { expect, test } from "../fixtures";
import { PNG } from "../images";
import { customerFilesAboutNewCompany, ownerOf } from "../members";

/**
 * Writes whose request fails (e2e/failure-ways.ts): filing a complaint, a member's answer, a uck,
 * a comment uck and a profile save keep what was typed and the page as it was, then work.
 */

test("filing a complaint: a lost request keeps the form and its draft, a photo on its way holds the button", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Fred Filer", uniqueEmail(page, "create-failure"), "/create");
  await pickCompany(page, "Delt", /Delta Air Lines/);
  const text = `My refund never came, order ${Date.now()}, and the chat closes on me.`;
  await page.getByLabel("Your complaint").fill(text);

  // The photo is still uploading: the form waits for it instead of filing without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/create/image", async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByTestId("image-input")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  const waiting = page.getByRole("button", { name: "Uploading photo…" });
  await expect(waiting).toBeDisabled();
  release();
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit complaint" });
  await expect(submit).toBeEnabled();

  await ways["the network drops"](page, "**/create.data*");
  await submit.click();
  await expect(page.getByText("Error submitting complaint")).toBeVisible();
  await expect(page.getByLabel("Your complaint")).toHaveValue(text);
  await expect(page.getByTestId("selected-company")).toContainText("Delta Air Lines");
  await expect(page.getByRole("img", { name: "Selected" })).toBeVisible();
  // The draft a reload would restore is still kept.
  const draft = () => page.evaluate(() => window.localStorage.getItem("uck-complaint-draft"));
  expect(await draft()).toContain(text);

  await page.unrouteAll();
  await submit.click();
  await expect(page).toHaveURL(/\/company\/delta-air-lines\?filed=[0-9a-f-]{36}$/);
  const filed = cards(page).filter({ hasText: text });
  await expect(filed.locator('img[src^="/images/complaint-images/"]')).toBeVisible();
  // Filed: the draft is forgotten, the next complaint starts empty.
  expect(await draft()).toBeNull();
  await page.goto("/create");
  await expect(page.getByLabel("Your complaint")).toHaveValue("");
});

test("Respond and Mark Resolved that fail keep the typed answer and the buttons; then they work", async ({
  page,
}, testInfo) => {
  // A customer files about a company nobody manages yet…
  const text = `The parcel was lost twice, ticket ${Date.now()}.`;
  const { domain, companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Cora Customer", label: "respond" },
    [text],
  );

  // …and someone of the company, made its owner here, answers.
  await ownerOf(page, domain, "Omar Owner", testInfo);
  await page.goto(companyPath);
  const card = cards(page).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog");
  const answer = "We found the parcel and it leaves our depot today.";
  await dialog.getByLabel("Your response").fill(answer);
  await dialog.getByRole("radio", { name: /^Explanation/ }).check();

  await ways["the server fails"](page, `**${companyPath}.data*`);
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(page.getByText(GENERIC_FAILURE)).toBeVisible();
  await expect(dialog.getByLabel("Your response")).toHaveValue(answer);
  await page.unrouteAll();
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(
    page.getByText("Your response has been posted and the customer has been notified."),
  ).toBeVisible();
  await expect(card).toContainText(answer);
  await expect(page.getByText(GENERIC_FAILURE)).toHaveCount(0);

  const resolve = card.getByRole("button", { name: "Mark Resolved" });
  await ways["the network drops"](page, `**${companyPath}.data*`);
  await resolve.click();
  await expect(page.getByText(GENERIC_FAILURE)).toBeVisible();
  await expect(resolve).toBeVisible();
  await page.unrouteAll();
  await resolve.click();
  await expect(
    page.getByText("The complainant has been asked to confirm it is resolved."),
  ).toBeVisible();
  // The card shows the truth at once: the company's claim waits for the complainant, in
  // progress, and nothing left to resolve.
  await expect(card).toContainText("says this is resolved. Waiting for");
  await expect(card.getByTestId("status-badge")).toHaveText("In progress");
  await expect(resolve).toHaveCount(0);
});

test("a uck, a comment uck and a profile save that fail leave the page as it was", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Ursula Unlucky", uniqueEmail(page, "uck-failure"), "/");
  const { id } = await unuckedCard(page);
  await page.goto(`/complaint/${id}`);
  const detail = page.getByTestId("complaint-card");

  // A comment of one's own to uck.
  const text = `Same here, ${Date.now()}.`;
  await page.getByLabel("Write a comment").fill(text);
  await page.getByRole("button", { name: "Send comment" }).click();
  const comment = page.getByTestId("comment").filter({ hasText: text, visible: true });
  await expect(comment).toBeVisible();
  const commentUck = comment.getByRole("button", { name: /UCK/ });
  await ways["the network drops"](page, `**/complaint/${id}.data*`);
  await commentUck.click();
  await expect(page.getByText(GENERIC_FAILURE)).toBeVisible();
  await expect(commentUck).toHaveAttribute("aria-pressed", "false");
  await expect(comment.getByTestId("comment-uck-count")).toHaveText("0");
  await page.unrouteAll();
  await commentUck.click();
  await expect(commentUck).toHaveAttribute("aria-pressed", "true");
  await expect(comment.getByTestId("comment-uck-count")).toHaveText("1");

  // The uck function out of reach: the spec's fallback counts it here and says so.
  await ways["the network drops"](page, "**/api/functions/handle-uck-vote");
  await detail.getByRole("button", { name: /UCK/ }).first().click();
  await expect(page.getByText("Your uck has been recorded locally.")).toBeVisible();
  await expect(detail).toBeVisible();
  await page.unrouteAll();

  // A profile save that never arrives keeps the form open with what was typed.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const bio = `Flying more than I should, ${Date.now()}.`;
  await page.getByLabel("Bio").fill(bio);
  await ways["the server fails"](page, "**/profile.data*");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("An unexpected error occurred")).toBeVisible();
  await expect(page.getByLabel("Bio")).toHaveValue(bio);
  await page.unrouteAll();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  // The toast comes with the answer; the form closes once the page has read the saved profile.
  await expect(page.getByLabel("Bio")).toBeHidden();
  await expect(page.getByRole("paragraph").filter({ hasText: bio })).toBeVisible();
});
