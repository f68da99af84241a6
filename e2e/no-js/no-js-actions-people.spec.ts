import { registerPerson, uniqueEmail } from "../accounts";
import { ADMIN_EMAIL, loginAs } from "../complaints";
import { expect, noScriptPage, otherVisitorPage, test } from "../fixtures";
import { PNG } from "../images";

/**
 * Without JavaScript, a person's own pages work with plain forms: the profile is edited (a
 * refusal keeps what was typed), its tabs open, an invite is sent, and a superadmin blocks and
 * unblocks a person.
 */

test("without JavaScript the profile is edited: a refusal keeps what was typed, then it saves, and an avatar uploads", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerPerson(page, "Pia Plainform", uniqueEmail(page, "nojs-profile"));
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

test("without JavaScript the profile's tabs open and an invite is sent; a superadmin blocks the person with a reason and unblocks them", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "nojs-invite");
  await registerPerson(page, "Ivo Inviter", email);
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
