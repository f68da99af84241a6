import { registerPerson, uniqueEmail } from "../accounts";
import { postComplaint } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";

/**
 * The author corrects their complaint's category (issue 59, item 4), without JavaScript: the
 * automatic one is shown on their page, they choose another, and the file names it.
 */
test("without JavaScript the author corrects the category, and the file says it", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "category");
  await registerPerson(page, "Cora Category", email);
  const { id } = await postComplaint(page, {
    companyName: "streamco",
    companyDomain: `streamco${Date.now().toString(36)}.example`,
    text: `They charged my card twice this month for the same plan (${Date.now()}).`,
  });
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}`);
  const form = plain.getByTestId("category-form");
  await form.locator("summary").click();
  await form.getByLabel("The category that fits your complaint").selectOption("subscriptions");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(plain.getByTestId("category-form")).toContainText(
    "Category: Subscriptions & Streaming",
  );
  await plain.goto(`/complaint/${id}/file`);
  await expect(plain.getByTestId("file-category")).toHaveText("Subscriptions & Streaming");
  await plain.context().close();
});
