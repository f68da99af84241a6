import type { Browser, Page } from "@playwright/test";
import { registerVerifyAndLogin, signOut, uniqueEmail } from "../accounts";
import { cards, pickCompany } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";

/**
 * "Same problem" groups, never merges (issue 37), without JavaScript: three people file the
 * same problem about one company; the second and third find the first with "Check for similar
 * complaints" (a GET form, their draft kept) and join it with "I have this problem too"; the
 * company page and the complaint page show the group of three; the same person's same complaint
 * again is refused with a link to the first, everything typed kept.
 */
test("without JavaScript /create suggests the same problem, and three people form one group", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const company = `Groupblend ${run}`;
  const domain = `groupblend${run}.example`;
  const slug = `groupblend${run}`;
  const texts = [
    `The Groupblend blender I bought on 3 March stopped working after a week and the refund of 89 euros never arrived, ${run}.`,
    `The Groupblend blender I bought on 3 March stopped working after a week and the refund of 89 euros never came, ${run}.`,
    `My Groupblend blender I bought on 3 March stopped working after a week and the refund of 89 euros never arrived, ${run}.`,
  ];
  const ids: string[] = [];
  const shots = test.info();

  async function asNewPerson(name: string): Promise<Page> {
    if (ids.length > 0) await signOut(page);
    // Two days old: a group counts accounts once they are a day old (decision 039).
    await registerVerifyAndLogin(page, name, uniqueEmail(page, `group-${ids.length}`), "/", {
      ageDays: 2,
    });
    return noScriptPage(page, browser as Browser, baseURL);
  }

  async function writeDraft(plain: Page, text: string) {
    await plain.goto("/create");
    await plain.getByRole("combobox", { name: "Company name" }).fill(company);
    await plain.getByLabel("Company website domain").fill(domain);
    await plain.getByLabel("Your complaint").fill(text);
    await plain.getByLabel("Location (optional)").fill("Lyon, France");
  }

  async function filedId(plain: Page, text: string) {
    await expect(plain).toHaveURL(new RegExp(`/company/${slug}\\?filed=[0-9a-f-]{36}$`));
    const card = cards(plain).filter({ hasText: text });
    await expect(card).toBeVisible();
    const id = await card.getAttribute("data-complaint-id");
    if (!id) throw new Error("filed card without id");
    ids.push(id);
    return id;
  }

  // The first person files; nothing reads like it yet.
  const first = await asNewPerson("Greta Group");
  await writeDraft(first, texts[0] ?? "");
  await first.getByRole("button", { name: "Submit complaint" }).click();
  const firstId = await filedId(first, texts[0] ?? "");
  await first.context().close();

  // The second checks: the first is suggested, and the draft comes back as typed.
  const second = await asNewPerson("Gus Group");
  await writeDraft(second, texts[1] ?? "");
  await second.getByRole("button", { name: "Check for similar complaints" }).click();
  await expect(second).toHaveURL(/[?&]check=1/);
  const suggested = second.getByTestId("similar-complaint");
  await expect(suggested).toHaveCount(1);
  await expect(suggested).toContainText(texts[0] ?? "");
  await expect(second.getByLabel("Your complaint")).toHaveValue(texts[1] ?? "");
  await expect(second.getByRole("combobox", { name: "Company name" })).toHaveValue(company);
  await expect(second.getByLabel("Location (optional)")).toHaveValue("Lyon, France");
  await second.screenshot({ path: shots.outputPath("similar-suggested.png"), fullPage: true });
  await suggested.getByRole("button", { name: "I have this problem too" }).click();
  await filedId(second, texts[1] ?? "");
  await second.context().close();

  // The third sees the group of two, and joins it.
  const third = await asNewPerson("Gia Group");
  await writeDraft(third, texts[2] ?? "");
  await third.getByRole("button", { name: "Check for similar complaints" }).click();
  const group = third.getByTestId("similar-complaint");
  await expect(group).toHaveCount(1);
  await expect(group.getByTestId("group-line")).toContainText("2 people have this problem");
  await third.screenshot({ path: shots.outputPath("similar-group-of-two.png"), fullPage: true });
  await group.getByRole("button", { name: "I have this problem too" }).click();
  await filedId(third, texts[2] ?? "");

  // The company page and each complaint's page show the group of three.
  const line = "3 people have this problem (3 this week) · 0 resolved";
  await expect(third.getByTestId("same-problem-group")).toContainText(line);
  await third.getByTestId("same-problem-group").scrollIntoViewIfNeeded();
  await third.screenshot({ path: shots.outputPath("company-group.png") });
  for (const id of ids) {
    await third.goto(`/complaint/${id}`);
    await expect(third.getByTestId("same-problem-group")).toContainText(line);
  }
  await third.screenshot({ path: shots.outputPath("complaint-group.png"), fullPage: true });

  // The third person's same complaint again: refused, with a link to theirs, the form kept.
  await writeDraft(third, texts[2] ?? "");
  await third.getByRole("button", { name: "Submit complaint" }).click();
  const alert = third.getByRole("alert");
  await expect(alert).toContainText("You already filed this complaint");
  await expect(third.getByLabel("Your complaint")).toHaveValue(texts[2] ?? "");
  await third.screenshot({ path: shots.outputPath("duplicate-refused.png"), fullPage: true });
  await alert.getByRole("link", { name: "Open your complaint" }).click();
  await expect(third).toHaveURL(new RegExp(`/complaint/${ids[2]}$`));
  await third.context().close();
  expect(ids[0]).toBe(firstId);
});

test("with JavaScript, Check for similar complaints asks the same page and keeps the draft", async ({
  page,
}) => {
  await page.goto("/create");
  await pickCompany(page, "Delt", /Delta Air Lines/);
  const text = `Checked with scripts: my bag never arrived at the carousel, ${Date.now()}.`;
  await page.getByLabel("Your complaint").fill(text);
  await page.getByRole("button", { name: "Check for similar complaints" }).click();
  await expect(page).toHaveURL(/[?&]check=1/);
  await expect(page).toHaveURL(/companySlug=delta-air-lines/);
  await expect(page.getByTestId("similar").getByRole("status")).toContainText("Delta Air Lines");
  await expect(page.getByLabel("Your complaint")).toHaveValue(text);
  await expect(page.getByTestId("selected-company")).toContainText("Delta Air Lines");
});
