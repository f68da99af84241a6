import { login, registerVerifyAndLogin, signOut, uniqueEmail } from "./accounts";
import {
  ADMIN_EMAIL,
  cards,
  confirmIn,
  deleteFiledComplaint,
  fileComplaint,
  loginAs,
} from "./complaints";
import { expect, noScriptPage, otherVisitorPage, test } from "./fixtures";
import { PNG } from "./images";
import { customerFilesAboutNewCompany, ownerOf } from "./members";

/**
 * People whose JavaScript never arrives act with plain forms: the page posts, comes back to
 * where they were and says what happened in the words the toast would use.
 */
test("without JavaScript a person ucks a complaint and takes it back, saves it from the card menu and follows its company", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Una Uck", uniqueEmail(page, "nojs-uck"));
  await page.goto("/");
  const first = cards(page).first();
  const id = (await first.getAttribute("data-complaint-id")) ?? "";
  const companyPath =
    (await first.locator('a[href^="/company/"]').first().getAttribute("href")) ?? "";
  expect(companyPath).toMatch(/^\/company\/[^/]+$/);

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}`);
  const card = cards(plain).first();
  const count = async () => Number(await card.getByTestId("uck-count").textContent());
  const before = await count();
  await card.getByRole("button", { name: /Uck this complaint$/ }).click();
  await expect(plain.getByTestId("flash")).toContainText("Ucked! Your uck has been counted.");
  await expect(plain).toHaveURL(new RegExp(`/complaint/${id}$`));
  await expect(card.getByRole("button", { name: /, Ucked$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await count()).toBeGreaterThan(before);
  // The detail page lets the uck be taken back.
  await card.getByRole("button", { name: /, Ucked$/ }).click();
  await expect(plain.getByTestId("flash")).toContainText("Uck removed");
  await expect(card.getByRole("button", { name: /Uck this complaint$/ })).toBeVisible();

  // The card menu is a native popover: it opens without scripts, and Save is a form.
  await card.getByRole("button", { name: "Complaint actions" }).click();
  const menu = plain.getByRole("menu", { name: "Complaint actions" });
  await expect(menu).toBeVisible();
  // Copy link shows the link, since nothing can reach the clipboard.
  await expect(menu.getByRole("menuitem", { name: /Copy link/ })).toContainText(`/complaint/${id}`);
  // Share counts the share and comes back with the link to pass on.
  const shares = async () =>
    Number((await card.getByTestId("share-count").textContent())?.match(/\d+/)?.[0]);
  const sharedBefore = await shares();
  await menu.getByRole("menuitem", { name: "Share", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Share this link");
  await expect(plain.getByTestId("flash")).toContainText(`/complaint/${id}`);
  expect(await shares()).toBe(sharedBefore + 1);
  await card.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Save", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Post saved");
  await plain.goto("/bookmarked");
  await expect(cards(plain).first()).toHaveAttribute("data-complaint-id", id);

  // Follow on the company page is a form too.
  await plain.goto(companyPath);
  await plain.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("You are now following this company.");
  await expect(plain).toHaveURL(new RegExp(`${companyPath}$`));
  await plain.getByRole("button", { name: "Unfollow", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Unfollowed");
  await expect(plain.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
  await plain.context().close();
});

test("without JavaScript a visitor's uck asks them to sign in, and the page stays", async ({
  page,
  browser,
  baseURL,
}) => {
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/trending");
  await cards(plain)
    .first()
    .getByRole("button", { name: /Uck this complaint$/ })
    .click();
  await expect(plain.getByRole("alert")).toContainText("Please sign in to uck complaints.");
  await expect(plain).toHaveURL(/\/trending$/);
  await plain.context().close();
});

test("without JavaScript the profile is edited: a refusal keeps what was typed, then it saves, and an avatar uploads", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Pia Plainform", uniqueEmail(page, "nojs-profile"));
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/profile");
  await plain.getByRole("link", { name: "Edit", exact: true }).click();
  const form = plain.getByRole("region", { name: "Edit profile" });
  await expect(form).toBeVisible();
  const bio = `Written with scripts off, ${Date.now()}.`;
  await form.getByLabel("Bio").fill(bio);
  await form.getByLabel("Phone").fill("call me maybe");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Phone number may only contain digits")).toBeVisible();
  await expect(form.getByLabel("Bio")).toHaveValue(bio);
  await expect(form.getByLabel("Phone")).toHaveValue("call me maybe");

  await form.getByLabel("Phone").fill("+1 555 0100");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(plain).toHaveURL(/\/profile$/);
  await expect(plain.getByTestId("flash")).toContainText("Profile updated");
  await expect(plain.getByText(bio)).toBeVisible();
  await expect(form).toHaveCount(0);

  await plain.getByRole("link", { name: "Edit", exact: true }).click();
  await plain
    .getByTestId("avatar-input")
    .setInputFiles({ name: "face.png", mimeType: "image/png", buffer: PNG });
  await plain.getByRole("button", { name: "Upload avatar" }).click();
  await expect(plain.getByTestId("flash")).toContainText("Avatar updated");
  await plain.context().close();
});

test("without JavaScript the card menu's dialogs work: report with a reason, block, and the author deletes", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Dora Dialog", uniqueEmail(page, "nojs-dialogs"));
  const { id } = await fileComplaint(page, `Filed to be deleted without scripts, ${Date.now()}.`);
  await page.goto("/trending");
  const other = cards(page)
    .filter({ hasNot: page.locator(`[data-complaint-id="${id}"]`) })
    .first();
  const otherId = (await other.getAttribute("data-complaint-id")) ?? "";

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${otherId}`);
  const menu = plain.getByRole("menu", { name: "Complaint actions" });
  await plain.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Report" }).click();
  const report = plain.getByRole("dialog", { name: "Report this complaint" });
  await report.getByLabel("Reason").fill("Names a private person.");
  await report.getByRole("button", { name: "Submit report" }).click();
  await expect(plain.getByTestId("flash")).toContainText("Report submitted");

  await plain.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Block user" }).click();
  expect(await confirmIn(plain, "Block user", "Block")).toMatch(/^Block .+\?/);
  await expect(plain.getByTestId("flash")).toContainText("User blocked");

  await plain.goto(`/complaint/${id}`);
  await plain.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Delete" }).click();
  await confirmIn(plain, "Delete complaint", "Delete");
  await expect(plain).toHaveURL(/\/$/);
  await expect(plain.getByTestId("flash")).toContainText("Complaint has been deleted.");
  expect((await plain.request.get(`/complaint/${id}`)).status()).toBe(404);
  await plain.context().close();
});

test("without JavaScript a company member responds and marks resolved, and the complainant answers No", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A customer files about a company nobody manages yet…
  const text = `Charged twice for one ticket, order ${Date.now()}.`;
  const {
    email: customer,
    domain,
    companyPath,
    ids: [id = ""],
  } = await customerFilesAboutNewCompany(page, { name: "Cy Customer", label: "nojsmember" }, [
    text,
  ]);

  // …and its owner, made so here, answers with scripts off.
  await ownerOf(page, domain, "Oda Owner", testInfo);
  const ownerPage = await noScriptPage(page, browser, baseURL);
  await ownerPage.goto(companyPath);
  const card = cards(ownerPage).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = ownerPage.getByRole("dialog", { name: /^Respond to/ });
  const answer = "Refunded the second charge today.";
  await dialog.getByLabel("Your response").fill(answer);
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText("Your response has been posted");
  await expect(card).toContainText(answer);

  // The complainant says it did not resolve it, without scripts either (signed in there).
  const customerPage = await noScriptPage(page, browser, baseURL);
  await customerPage.context().clearCookies();
  await login(customerPage, customer);
  await expect(customerPage.getByTestId("header-user")).toBeVisible();
  await customerPage.goto(`/complaint/${id}`);
  await customerPage.getByRole("button", { name: "No", exact: true }).click();
  await expect(customerPage.getByTestId("flash")).toContainText(
    "Response marked as unsatisfactory",
  );
  await customerPage.context().close();

  await ownerPage.reload();
  await card.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText(
    "The complaint status has been updated to resolved.",
  );
  await expect(card.getByTestId("status-badge")).toHaveText("Resolved");
  await ownerPage.context().close();
  // Journeys after this one pick seeded authors from the top of the feed: the complaint goes.
  await signOut(page);
  await login(page, customer);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await deleteFiledComplaint(page, id, "author");
});

test("without JavaScript the profile's tabs open and an invite is sent; a superadmin blocks the person with a reason and unblocks them", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "nojs-invite");
  await registerVerifyAndLogin(page, "Ivo Inviter", email);
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/profile");
  // The tabs are links to their own address, which the server renders with that tab selected.
  await plain.getByRole("tab", { name: "Invites" }).click();
  await expect(plain).toHaveURL(/\/profile\?tab=invites$/);
  await expect(plain.getByRole("tab", { name: "Invites" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const address = plain.getByLabel("Friend's e-mail address");
  await address.fill("not an address");
  await plain.getByRole("button", { name: "Send invite" }).click();
  await expect(plain.getByTestId("flash")).toContainText("Please enter a valid email address.");
  const friend = uniqueEmail(page, "nojs-friend");
  await plain.getByLabel("Friend's e-mail address").fill(friend);
  await plain.getByRole("button", { name: "Send invite" }).click();
  await expect(plain.getByTestId("flash")).toContainText(`Invitation sent to ${friend}.`);
  await expect(plain.getByTestId("pending-invite").filter({ hasText: friend })).toHaveCount(1);
  await plain.getByRole("tab", { name: "Following" }).click();
  await expect(plain).toHaveURL(/\/profile\?tab=following$/);
  await plain.context().close();

  const admin = await otherVisitorPage(browser, baseURL, "nojs-admin");
  await loginAs(admin, ADMIN_EMAIL);
  const panel = await noScriptPage(admin, browser, baseURL);
  await panel.goto("/admin");
  await panel.getByRole("tab", { name: /^Moderation/ }).click();
  await expect(panel).toHaveURL(/\/admin\?tab=moderation$/);
  await panel.goto(`/admin?tab=users&q=${encodeURIComponent(email)}`);
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  const row = panel
    .getByTestId(wide ? "admin-user-row" : "admin-user-card")
    .filter({ hasText: email });
  await expect(row.getByTestId("admin-user-status")).toHaveText("Active");
  // Block opens its confirmation by address; without a reason the server refuses and the
  // dialog comes back with the message.
  await row.getByRole("link", { name: "Block Ivo Inviter" }).click();
  const dialog = panel.getByRole("dialog", { name: "Block Ivo Inviter" });
  await dialog.getByRole("button", { name: "Block user" }).click();
  await expect(panel.getByTestId("flash")).toContainText(
    "Please select a user and provide a reason for blocking.",
  );
  await dialog.getByLabel("Reason").fill("Invites strangers with rude messages.");
  await dialog.getByRole("button", { name: "Block user" }).click();
  await expect(panel.getByTestId("flash")).toContainText("User blocked");
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId("admin-user-status")).toHaveText("Blocked");
  await row.getByRole("button", { name: "Unblock Ivo Inviter" }).click();
  await expect(panel.getByTestId("flash")).toContainText("User unblocked");
  await expect(row.getByTestId("admin-user-status")).toHaveText("Active");
  await panel.context().close();
  await admin.context().close();
});
