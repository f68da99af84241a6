import { registerPerson, uniqueEmail } from "../accounts";
import { expect, noScriptPage, test } from "../fixtures";

/**
 * "Show my name publicly" (issue 61, decision 042), without JavaScript (and at 390 px on the
 * phone project): filed with the name hidden, the public sees initials and no profile link while
 * the author sees their name; switched back on the complaint, the public sees the name again.
 */
test("without JavaScript a complaint is filed with the name hidden, and the name is shown again", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Hikmet Saklı${stamp}`;
  await registerPerson(page, name, uniqueEmail(page, "hidden-name"));
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/create");
  const domain = `hiddenname${stamp}.example`;
  const text = `Filed with my name hidden: the kettle leaked from day one, order ${stamp}.`;
  await plain.getByRole("combobox", { name: "Company name" }).fill("Quiet Kettles");
  await plain.getByLabel("Company website domain").fill(domain);
  await plain.getByLabel("Your complaint").fill(text);
  const showName = plain.getByRole("checkbox", { name: "Show my name publicly" });
  await expect(showName).toBeChecked();
  await showName.uncheck();
  await plain.getByRole("button", { name: "Submit complaint" }).click();
  await expect(plain).toHaveURL(/\?filed=[0-9a-f-]{36}$/);
  const id = new URL(plain.url()).searchParams.get("filed");

  // The author still sees their own name, and that it is hidden from the public.
  await plain.goto(`/complaint/${id}`);
  await expect(plain.getByTestId("author-name").first()).toHaveText(name);
  await expect(plain.getByTestId("name-hidden-note").first()).toBeVisible();

  // A visitor: initials, a neutral avatar, no link to the profile, no name anywhere.
  const visitor = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/complaint/${id}`);
  await expect(anonymous.getByTestId("author-name").first()).toHaveText(/^H\. S\.$/);
  await expect(anonymous.getByTestId("neutral-avatar").first()).toBeAttached();
  await expect(anonymous.getByTestId("author-link")).toHaveCount(0);
  expect(await anonymous.content()).not.toContain(name);

  // The author shows it again, from the complaint's page.
  await plain.getByRole("button", { name: "Show my name publicly" }).click();
  await expect(plain.getByTestId("name-choice-state")).toContainText("On:");
  await expect(plain.getByTestId("name-hidden-note")).toHaveCount(0);

  // The visitor sees the name and the link (once the page's short edge cache has passed).
  await expect(async () => {
    await anonymous.reload();
    await expect(anonymous.getByTestId("author-link").first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(anonymous.getByTestId("author-name").first()).toHaveText(name);
  await visitor.close();
  await plain.context().close();
});
