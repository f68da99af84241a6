import type { Page } from "@playwright/test";
import { login, registerVerifyAndLogin, signOut, uniqueEmail } from "./accounts";
import {
  cards,
  deleteFiledComplaint,
  menuItem,
  openMenu,
  pickCompany,
  unuckedCard,
} from "./complaints";
import { expect, test } from "./fixtures";
import { PNG } from "./images";
import { customerFilesAboutNewCompany, ownerOf } from "./members";

const GENERIC_FAILURE = "Something went wrong. Please try again.";

/**
 * Failures keep the page: an action whose request is lost on the way (the network dropped) or
 * answered by something that is not the action's answer (a proxy's 500 page) shows the spec's
 * toast, and the page, its cards and what was typed stay. Then the same action works.
 */
const ways = {
  "the network drops": (page: Page, url: string) =>
    page.route(url, (route) => route.abort("internetdisconnected")),
  "the server fails": (page: Page, url: string) =>
    page.route(url, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    ),
};

for (const [way, fail] of Object.entries(ways)) {
  test(`${way} on a card menu action: the feed stays and says so`, async ({ page }) => {
    await registerVerifyAndLogin(page, "Nadia Network", uniqueEmail(page, "card-failure"));
    await page.goto("/");
    const shown = await cards(page).count();
    const card = cards(page).first();
    const id = await card.getAttribute("data-complaint-id");
    const target = page.locator(`[data-complaint-id="${id}"]`);

    await fail(page, "**/complaint/*/actions*");
    await openMenu(target);
    await menuItem(page, "Save").click();
    await expect(page.getByText(GENERIC_FAILURE)).toBeVisible();
    await expect(page.getByText(/Error loading complaints/)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(shown);

    await page.unrouteAll();
    await openMenu(target);
    await menuItem(page, "Save").click();
    await expect(page.getByText("Post saved")).toBeVisible();
  });

  test(`${way} on a comment: the complaint and the typed comment stay`, async ({ page }) => {
    await registerVerifyAndLogin(page, "Colin Comment", uniqueEmail(page, "comment-failure"));
    await page.goto("/");
    const id = await cards(page).first().getAttribute("data-complaint-id");
    await page.goto(`/complaint/${id}`);
    const text = `Lost on the way? ${Date.now()}`;
    const box = page.getByLabel("Write a comment");
    await box.fill(text);

    await fail(page, `**/complaint/${id}.data*`);
    await page.getByRole("button", { name: "Send comment" }).click();
    await expect(page.getByText("Failed to post comment. Please try again.")).toBeVisible();
    await expect(page.getByText("This complaint could not be loaded")).toHaveCount(0);
    await expect(page.getByTestId("complaint-card")).toHaveCount(1);
    await expect(box).toHaveValue(text);

    await page.unrouteAll();
    await page.getByRole("button", { name: "Send comment" }).click();
    await expect(page.getByText("Your comment has been added to the complaint.")).toBeVisible();
    await expect(page.getByTestId("comment").filter({ hasText: text })).toBeVisible();
    await expect(box).toHaveValue("");
  });
}

test("the network drops on Follow on a company page: the page stays, the button too", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Fay Follow", uniqueEmail(page, "follow-failure"));
  await page.goto("/company/delta-air-lines");
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await ways["the network drops"](page, "**/company/delta-air-lines.data*");
  await follow.click();
  await expect(page.getByText("Failed to update follow status. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Delta Air Lines");
  await expect(follow).toBeVisible();

  await page.unrouteAll();
  await follow.click();
  await expect(page.getByText("You are now following this company.")).toBeVisible();
});

test("filing a complaint: a lost request keeps the form and its draft, a photo on its way holds the button", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Fred Filer", uniqueEmail(page, "create-failure"));
  await page.goto("/create");
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
  await expect(page).toHaveURL(/\/company\/delta-air-lines$/);
  const filed = cards(page).filter({ hasText: text });
  await expect(filed.locator('img[src^="/images/complaint-images/"]')).toBeVisible();
  const filedId = (await filed.getAttribute("data-complaint-id")) ?? "";
  // Filed: the draft is forgotten, the next complaint starts empty.
  expect(await draft()).toBeNull();
  await page.goto("/create");
  await expect(page.getByLabel("Your complaint")).toHaveValue("");
  await deleteFiledComplaint(page, filedId, "author");
});

test("Show More that cannot load keeps the cards shown and offers to try again", async ({
  page,
}) => {
  await page.goto("/");
  const shown = await cards(page).count();
  await ways["the network drops"](page, "**/feed.data*");
  const more = page.getByRole("link", { name: /Show More Complaints|Load More/ });
  await more.click();
  await expect(page.getByText("Could not load more complaints. Please try again.")).toBeVisible();
  await expect(cards(page)).toHaveCount(shown);

  await page.unrouteAll();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
  await expect(page.getByText("Could not load more complaints. Please try again.")).toHaveCount(0);
});

test("Unfollow from a card in the Following feed takes that company's cards away at once", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Una Unfollow", uniqueEmail(page, "unfollow"));
  await page.goto("/company/delta-air-lines");
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByText("You are now following this company.")).toBeVisible();

  await page.goto("/?feed=following");
  const delta = cards(page).filter({
    has: page.getByTestId("company-name").getByText("Delta Air Lines"),
  });
  await expect(delta.first()).toBeVisible();
  await openMenu(delta.first());
  await menuItem(page, "Unfollow Delta Air Lines").click();
  await expect(delta).toHaveCount(0);
});

test("Respond and Mark Resolved that fail keep the typed answer and the buttons; then they work", async ({
  page,
}, testInfo) => {
  // A customer files about a company nobody manages yet…
  const text = `The parcel was lost twice, ticket ${Date.now()}.`;
  const {
    email: customer,
    domain,
    companyPath,
  } = await customerFilesAboutNewCompany(page, { name: "Cora Customer", label: "respond" }, [text]);

  // …and someone of the company, made its owner here, answers.
  await ownerOf(page, domain, "Omar Owner", testInfo);
  await page.goto(companyPath);
  const card = cards(page).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog");
  const answer = "We found the parcel and it leaves our depot today.";
  await dialog.getByLabel("Your response").fill(answer);

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
  await expect(page.getByText("The complaint status has been updated to resolved.")).toBeVisible();
  // The card shows the truth at once: resolved, and nothing left to resolve.
  await expect(card.getByTestId("status-badge")).toHaveText("Resolved");
  await expect(resolve).toHaveCount(0);

  // Journeys after this one pick seeded authors from the top of the feed: the complaint goes.
  const id = (await card.getAttribute("data-complaint-id")) ?? "";
  await signOut(page);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await login(page, customer);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await deleteFiledComplaint(page, id, "author");
});

test("a uck, a comment uck and a profile save that fail leave the page as it was", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Ursula Unlucky", uniqueEmail(page, "uck-failure"));
  await page.goto("/");
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
  await expect(page.getByText(bio)).toBeVisible();
});

test("a company page or the feed whose data cannot load shows the spec's error screen", async ({
  page,
}) => {
  await page.goto("/");
  const company = cards(page).first().getByTestId("company-name");
  await ways["the network drops"](page, "**/company/*.data*");
  await company.click();
  await expect(page.getByRole("heading", { name: "Error Loading Company" })).toBeVisible();
  // What happened in a person's words, never the browser's "Failed to fetch".
  await expect(page.getByRole("alert")).toHaveText(
    "UCK could not be reached. Check your connection and try again.",
  );
  await page.unrouteAll();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Error Loading Company");

  // The feed: the spec's "Error loading complaints: {message}" with Try Again.
  await ways["the network drops"](page, "**/_root.data*");
  await page.getByRole("link", { name: "UCK home" }).filter({ visible: true }).first().click();
  await expect(page.getByText(/^Error loading complaints: /)).toBeVisible();
  await expect(page.getByText(/^Error loading complaints: /)).toHaveText(
    "Error loading complaints: UCK could not be reached. Check your connection and try again.",
  );
  await page.unrouteAll();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(cards(page).first()).toBeVisible();
});
