import { readFile } from "node:fs/promises";
import { login, register, registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { seriousViolations } from "../axe";
import { cards, emailOf, loginAs } from "../complaints";
import { expect, otherVisitorPage, test } from "../fixtures";
import { PNG } from "../images";

/** The deterministic seed gives this person the most complaints (14). */
const PROLIFIC_AUTHOR = "leila_walker";

test("the profile shows counters from data and pages the complaints five at a time", async ({
  page,
}) => {
  await loginAs(page, emailOf(PROLIFIC_AUTHOR), "/profile");
  const complaints = Number(await page.getByTestId("counter-complaints").textContent());
  expect(complaints).toBeGreaterThan(5);
  await expect(page.getByTestId("first-uck-badge")).toBeVisible();
  await expect(page.getByRole("tab", { name: `Complaints (${complaints})` })).toBeVisible();
  await expect(page.getByTestId("profile-showing")).toHaveText(
    `Showing 1-5 of ${complaints} complaints`,
  );
  await expect(cards(page)).toHaveCount(5);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("profile-showing")).toHaveText(
    `Showing 6-${Math.min(10, complaints)} of ${complaints} complaints`,
  );
  await expect(
    page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "2" }),
  ).toHaveAttribute("aria-current", "page");

  await page.getByRole("tab", { name: "Following" }).click();
  await expect(page).toHaveURL(/tab=following/);
  await expect(page.getByRole("heading", { name: /^Companies \(\d+\)$/ })).toBeVisible();
});

test("a next page of the profile's complaints that cannot load says so in the list; the profile and the signed-in header stay", async ({
  page,
  pageErrors,
}) => {
  await loginAs(page, emailOf(PROLIFIC_AUTHOR), "/profile");
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  // The person's own cards do not repeat their avatar and name; their company leads.
  await expect(cards(page).first().getByTestId("company-name")).toBeVisible();
  await expect(cards(page).getByTestId("author-name")).toHaveCount(0);
  // The settings are a tab of their own, not under the list's pager.
  await expect(page.getByRole("region", { name: "Mail" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Settings" })).toBeVisible();

  const pages = page.getByRole("navigation", { name: "Pages" });
  for (const [way, message] of [
    ["drops", "UCK could not be reached. Check your connection and try again."],
    ["fails", "UCK could not answer just now. Please try again in a moment."],
  ] as const) {
    await page.route("**/profile.data*", (route) =>
      way === "drops"
        ? route.abort("internetdisconnected")
        : route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText(`Error loading complaints: ${message}`);
    // Page 1 stays, and so does its address (issue 60): the failed page replaced neither.
    await expect(page.getByTestId("profile-showing")).toHaveText(/^Showing 1-5 of \d+ complaints$/);
    await expect(cards(page)).toHaveCount(5);
    expect(new URL(page.url()).searchParams.get("page") ?? "1").toBe("1");
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByTestId("header-user")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("tab", { name: /^Complaints/ })).toBeVisible();
    await page.unrouteAll();
    // Try Again loads the page asked for.
    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page.getByTestId("profile-showing")).toHaveText(
      /^Showing 6-10 of \d+ complaints$/,
    );
    await expect(page.getByTestId("header-user")).toBeVisible();
    await page.goto("/profile");
  }
  // The 500 answered on purpose above is not an error of the page.
  const expected = pageErrors.findIndex((error) => /^500 .*\/profile\.data\?/.test(error));
  if (expected >= 0) pageErrors.splice(expected, 1);
});

test("a friend who registers through the invite link counts towards UCK Legend", async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const referrerEmail = uniqueEmail(page, "referrer");
  await registerVerifyAndLogin(page, "Rhea Referrer", referrerEmail, "/profile?tab=invites");
  await expect(page.getByTestId("invite-progress")).toHaveText("0/10 friends joined");
  const link = await page.getByTestId("invite-link").inputValue();
  expect(link).toMatch(/\/invite\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const friend = await otherVisitorPage(browser, baseURL, "friend");
  await friend.goto(new URL(link).pathname);
  await expect(
    friend.getByRole("heading", { name: "Rhea Referrer invited you to UCK" }),
  ).toBeVisible();
  await expect(friend.getByRole("link", { name: "Create your account" })).toHaveAttribute(
    "href",
    "/auth/register",
  );
  await register(friend, "Fiona Friend", uniqueEmail(page, "friend"));
  await friend.context().close();

  await page.reload();
  await expect(page.getByTestId("invite-progress")).toHaveText("1/10 friends joined");
  await expect(page.getByText("Fiona Friend")).toBeVisible();
});

test("an unknown invite link is a 404 page", async ({ page }) => {
  const response = await page.goto("/invite/not-a-user");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("Oops! This page seems to have wandered into the forest."),
  ).toBeVisible();
});

test("edit the profile: the spec's rules, uploads that overwrite, and Cancel", async ({ page }) => {
  await registerVerifyAndLogin(page, "Edna Editor", uniqueEmail(page, "editor"), "/profile");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const form = page.getByRole("region", { name: "Edit profile" });
  await form.getByLabel("Username").fill("e");
  await form.getByLabel("Website").fill("not a url");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Username must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid URL")).toBeVisible();

  const username = `edna_${Date.now().toString(36)}`;
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Website").fill("https://edna.example");
  await form.getByLabel("Bio").fill("I keep receipts.");
  await form.getByLabel("Location").fill("Lisbon, Portugal");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(form).toBeHidden();
  await page.reload();
  await expect(page.getByText(`@${username} · Lisbon, Portugal`)).toBeVisible();
  await expect(page.getByText("I keep receipts.")).toBeVisible();

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page
    .getByTestId("background-input")
    .setInputFiles({ name: "bg.png", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await expect(page.getByText("Please select an image file.")).toBeVisible();
  await page
    .getByTestId("avatar-input")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Avatar updated")).toBeVisible();
  await expect(page.getByTestId("profile-avatar").locator("img")).toHaveAttribute(
    "src",
    // At twice its shown size, as WebP (decision 015).
    /\/images\/avatars\/[0-9a-f-]{36}-avatar\.png\?v=\d+&w=192$/,
  );
  await page
    .getByTestId("background-input")
    .setInputFiles({ name: "bg.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Background updated")).toBeVisible();
  await expect(page.getByTestId("profile-background")).toHaveAttribute(
    "style",
    /-background\.png\?v=\d+/,
  );
  const src = (await page.getByTestId("profile-avatar").locator("img").getAttribute("src")) ?? "";
  expect((await page.request.get(src)).headers()["content-type"]).toBe("image/webp");
  const stored = src.replace(/&w=\d+$/, "");
  expect((await page.request.get(stored)).headers()["content-type"]).toBe("image/png");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("region", { name: "Edit profile" })).toBeHidden();
});

test("invite a friend by e-mail, download my data, then ask for the account's deletion", async ({
  page,
  request,
}) => {
  const email = uniqueEmail(page, "leaver");
  await registerVerifyAndLogin(page, "Lena Leaver", email, "/profile?tab=invites");
  const invite = page.getByRole("region", { name: "Invite a friend by e-mail" });
  const address = invite.getByLabel("Friend's e-mail address");
  const send = invite.getByRole("button", { name: "Send invite" });
  await address.fill("not an address");
  await send.click();
  await expect(invite.getByText("Please enter a valid email address.")).toBeVisible();
  const friend = uniqueEmail(page, "pal");
  await address.fill(` ${friend.toUpperCase()} `);
  await send.click();
  await expect(page.getByText(`Invitation sent to ${friend}.`)).toBeVisible();
  await expect(page.getByTestId("pending-invite")).toContainText(`${friend}Sent · Just now`);
  await expect(page.getByTestId("invite-progress")).toHaveText("0/10 friends joined");
  await address.fill(friend);
  await send.click();
  await expect(invite.getByText(`You have already invited ${friend}.`)).toBeVisible();
  await address.fill(email);
  await send.click();
  await expect(invite.getByText(`${email} is already on UCK.`)).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);

  // The account's data lives in the Settings tab.
  await page.getByRole("tab", { name: "Settings" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^uck-data-lena_leaver\w*-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(exported.account).toMatchObject({ email, emailVerified: true });
  expect(exported.profile.fullName).toBe("Lena Leaver");
  expect(exported.invitesSent).toEqual([expect.objectContaining({ email: friend })]);
  // Without a session (the `request` fixture has no cookies) the download is refused.
  const anonymous = await request.get("/profile/export");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: "You must be logged in to download your data." });

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("within 7 days");
  await expect(dialog).toContainText("cannot be undone");
  expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Deletion requested")).toBeVisible();
  await expect(page.getByText("Your account will be erased within 7 days.")).toBeVisible();
  await expect(page.getByTestId("header-user")).toHaveCount(0);

  await login(page, email);
  await expect(page.getByText("This account is scheduled for deletion.")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Please sign in to view your profile.")).toBeVisible();
});
