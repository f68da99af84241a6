import { ADMIN_EMAIL, cards, loginAs } from "../complaints";
import { ways } from "../failure-ways";
import { expect, test } from "../fixtures";
import { PNG } from "../images";

test("visitors can draft but are asked to sign in to publish", async ({ page }) => {
  await page.goto("/create");
  await expect(
    page.getByRole("alert").filter({ hasText: "Authentication required" }),
  ).toBeVisible();
  await page.getByLabel("Your complaint").fill("Draft kept while I sign in.");
  await page.getByRole("button", { name: "Submit complaint" }).click();
  const dialog = page.getByRole("dialog", { name: "Authentication Required" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Register" })).toBeVisible();
  await dialog.getByRole("link", { name: "Login" }).click();
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill("UckDemo2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel("Your complaint")).toHaveValue("Draft kept while I sign in.");
});

test("every validation message, in the spec's order", async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL, "/create");
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  const submit = () => page.getByRole("button", { name: "Submit complaint" }).click();
  await submit();
  await expect(page.getByText("Please enter a company name for your complaint.")).toBeVisible();
  await page.getByRole("combobox", { name: "Company name" }).fill("Some Shop Nobody Knows");
  await submit();
  await expect(page.getByText("Please describe your complaint.")).toBeVisible();
  await page.getByLabel("Your complaint").fill("x".repeat(520));
  await expect(page.getByTestId("text-counter")).toHaveText("500/500");
  await submit();
  await expect(page.getByText(/Please search for a company using their domain name/)).toBeVisible();
  // The name matched nothing: the page says so and offers the domain.
  const noMatch = page.getByTestId("no-company-match");
  await expect(noMatch).toContainText("No company called “Some Shop Nobody Knows” is known yet.");
  await noMatch.getByRole("button", { name: "Enter Domain" }).click();
  await expect(page.getByLabel("Company domain")).toBeFocused();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Please enter a company domain to search.")).toBeVisible();
});

test("search by name with the keyboard, add and remove a photo, then file the complaint", async ({
  page,
}) => {
  await loginAs(page, ADMIN_EMAIL, "/create");
  await page.getByRole("combobox", { name: "Company name" }).fill("Delt");
  const option = page.getByRole("option", { name: /Delta Air Lines/ });
  await expect(option).toBeVisible();
  const box = page.getByRole("combobox", { name: "Company name" });
  // The list is a listbox the box names as it moves (our own combobox, not downshift's): Escape
  // closes it, the arrow keys open it again and wrap round, Enter chooses.
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("ArrowUp");
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const first = page.getByRole("listbox").getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute(
    "aria-activedescendant",
    (await first.getAttribute("id")) ?? "",
  );
  await expect(first).toContainText("Delta Air Lines");
  await box.press("Enter");
  await expect(page.getByTestId("selected-company")).toContainText("Delta Air Lines");

  const input = page.getByTestId("image-input");
  await input.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(page.getByText("Please select an image file.")).toBeVisible();
  await input.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("Please select an image smaller than 5MB.")).toBeVisible();
  await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await expect(page.getByRole("img", { name: "Selected" })).toBeVisible();
  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(page.getByRole("img", { name: "Selected" })).toHaveCount(0);
  await page
    .getByTestId("image-input")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Selected" })).toBeVisible();

  const text = `My bag was lost on flight DL${Date.now() % 10000} and nobody calls back.`;
  await page.getByLabel("Your complaint").fill(text);
  await page.getByLabel("Location (optional)").fill("Mountain View, CA");
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\/delta-air-lines\?filed=[0-9a-f-]{36}$/);
  await expect(page.getByText("Complaint submitted successfully!")).toBeVisible();
  await expect(page.getByText(/enhanced visibility across Silicon Valley/)).toBeVisible();
  // This journey's own card, by its text: another journey may file at the same moment.
  const filed = cards(page).filter({ hasText: text });
  await expect(filed).toHaveCount(1);
  await expect(filed.locator('img[src^="/images/complaint-images/"]')).toBeVisible();

  await page.goto("/");
  await expect(cards(page).filter({ hasText: text })).toHaveCount(1);
});

for (const [way, fail] of Object.entries(ways)) {
  test(`the name search says so when ${way}, keeps what was typed, and searches again`, async ({
    page,
  }) => {
    await loginAs(page, ADMIN_EMAIL, "/create");
    const box = page.getByRole("combobox", { name: "Company name" });
    await fail(page, "**/api/functions/get-company-info");
    await box.fill("Delt");
    await expect(page.getByText("Error searching company")).toBeVisible();
    await expect(box).toHaveValue("Delt");
    await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(0);
    // The network back: the next keystroke searches again and the list opens.
    await page.unroute("**/api/functions/get-company-info");
    await box.pressSequentially("a");
    await expect(page.getByRole("option", { name: /Delta Air Lines/ })).toBeVisible();
    await expect(box).toHaveValue("Delta");
  });
}

test("a company found by its domain, or created from it", async ({ page }) => {
  await loginAs(page, ADMIN_EMAIL, "/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  const domain = `shop${Date.now().toString(36)}.example`;
  await page.getByLabel("Company domain").fill(`https://www.${domain}/contact`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Company created!")).toBeVisible();
  await expect(page.getByTestId("selected-company")).toContainText(domain);
  await page.getByTestId("selected-company").getByRole("button", { name: "Change" }).click();
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Company found!")).toBeVisible();
});
