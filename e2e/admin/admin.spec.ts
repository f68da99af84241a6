import type { Page } from "@playwright/test";
import { login, registerPerson, registerVerifyAndLogin, uniqueEmail } from "../accounts";
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  fileComplaint,
  loginAs,
  menuItem,
  openMenu,
} from "../complaints";
import { expect, otherVisitorPage, test, visitorAddress } from "../fixtures";

async function report(page: Page, complaintId: string, reason: string) {
  await page.goto(`/complaint/${complaintId}`);
  await openMenu(page.locator(`[data-complaint-id="${complaintId}"]`));
  await menuItem(page, "Report").click();
  await page.getByLabel("Reason").fill(reason);
  await page.getByRole("button", { name: "Submit report" }).click();
  await expect(page.getByText("Report submitted")).toBeVisible();
}

test("visitors and non-superadmins get the spec's messages; the self-grant is refused", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(page.getByText("You must be logged in to access admin functions.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/auth/login?redirectTo=/admin",
  );

  await registerVerifyAndLogin(page, "Nadia Normal", uniqueEmail(page, "normal"), "/profile");
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("alert")).toHaveText(
    "Access denied. Superadmin privileges required.",
  );
  await expect(page.getByTestId("admin-user-id")).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId("admin-current-role")).toHaveText("user");
  await expect(page.getByText(/delete any complaint, assign admin roles/)).toBeVisible();
  // The seeded superadmin exists, so the bootstrap rule refuses this grant on the server.
  await page.getByRole("button", { name: "Make Current User Superadmin" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Access denied" }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("admin-current-role")).toHaveText("user");
});

test("a superadmin blocks a user, who is signed out at once, then unblocks them", async ({
  page,
  browser,
  baseURL,
}) => {
  const victim = await otherVisitorPage(browser, baseURL, "victim");
  const email = uniqueEmail(page, "victim");
  await registerVerifyAndLogin(victim, "Victor Blockwell", email);

  await loginAs(page, ADMIN_EMAIL, "/profile");
  await page.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page.getByRole("heading", { name: "Superadmin Dashboard" })).toBeVisible();
  const blockedBefore = Number(await page.getByTestId("admin-stat-blocked").textContent());
  await page.getByPlaceholder("Username, name or e-mail").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  // A table from 768px, cards below it.
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  const row = page
    .getByTestId(wide ? "admin-user-row" : "admin-user-card")
    .filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("admin-user-status")).toHaveText("Active");

  await row.getByRole("link", { name: "Block Victor Blockwell" }).click();
  const dialog = page.getByRole("dialog", { name: "Block Victor Blockwell" });
  await dialog.getByRole("button", { name: "Block user" }).click();
  await expect(
    page.getByText("Please select a user and provide a reason for blocking.").first(),
  ).toBeVisible();
  await dialog.getByLabel("Reason").fill("Posting other people's phone numbers.");
  await dialog.getByRole("button", { name: "Block user" }).click();
  await expect(page.getByText("User blocked").first()).toBeVisible();
  await expect(row.getByTestId("admin-user-status")).toHaveText("Blocked");
  // At least this one more: a journey beside this one may block someone meanwhile.
  await expect
    .poll(async () => Number(await page.getByTestId("admin-stat-blocked").textContent()))
    .toBeGreaterThanOrEqual(blockedBefore + 1);

  // The blocked person's next request finds them signed out, and they cannot sign in again.
  await victim.reload();
  await expect(victim.getByTestId("header-user")).toHaveCount(0);
  await login(victim, email);
  await expect(victim.getByText(/blocked/i).first()).toBeVisible();

  await page.reload();
  await row.getByRole("button", { name: "Unblock Victor Blockwell" }).click();
  await expect(page.getByText("User unblocked").first()).toBeVisible();
  await expect(row.getByTestId("admin-user-status")).toHaveText("Active");
  await login(victim, email);
  await expect(victim.getByTestId("header-user")).toBeVisible();
  await victim.context().close();
});

test("reported complaints are kept or removed, and the outcome shows on the complaint", async ({
  page,
  browser,
  baseURL,
}) => {
  const author = await otherVisitorPage(browser, baseURL, "reported-author");
  await registerPerson(author, "Rita Reported", uniqueEmail(page, "reported"));
  const stamp = Date.now().toString(36);
  const { id: keptId } = await fileComplaint(
    author,
    `Flight ${stamp} was late and nobody explained why.`,
  );
  const { id: removedId } = await fileComplaint(
    author,
    `Call agent ${stamp} at home, here is his number.`,
  );
  await author.context().close();

  await loginAs(page, ADMIN_EMAIL);
  await report(page, keptId, "Seems unfair to the airline.");
  await report(page, removedId, "Shares a private phone number.");

  await page.goto("/admin?tab=moderation");
  const kept = page.getByTestId("report-item").filter({ hasText: `Flight ${stamp}` });
  const removed = page.getByTestId("report-item").filter({ hasText: `Call agent ${stamp}` });
  await expect(kept).toContainText("Seems unfair to the airline.");
  await expect(kept).toContainText("1 report");
  await kept.getByRole("button", { name: "Keep" }).click();
  await expect(page.getByText("Complaint kept; reports dismissed").first()).toBeVisible();
  await expect(kept).toHaveCount(0);
  await removed
    .getByLabel("Reason for removal (shown on its public stub)")
    .fill("It shares a private phone number.");
  await removed.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Complaint removed").first()).toBeVisible();
  await expect(removed).toHaveCount(0);

  await page.goto(`/complaint/${keptId}`);
  await expect(page.getByTestId("moderation-note")).toContainText(
    "Reviewed by UCK moderators after 1 report",
  );
  const gone = await page.goto(`/complaint/${removedId}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Complaint removed" })).toBeVisible();
  await expect(page.getByTestId("removal-stub")).toContainText(
    "Reason: It shares a private phone number.",
  );
  await expect(page.getByTestId("appeal-state")).toHaveText("The author has not appealed.");
});

/** The Users tab filtered to one address: its row (a table from 768px, cards below it). */
async function userRow(page: Page, email: string) {
  await page.goto(`/admin?tab=users&q=${encodeURIComponent(email)}`);
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  const row = page
    .getByTestId(wide ? "admin-user-row" : "admin-user-card")
    .filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test("the admin role is given only after a confirmation, and a superadmin takes it back", async ({
  page,
  browser,
  baseURL,
}) => {
  const helper = await otherVisitorPage(browser, baseURL, "helper");
  const email = uniqueEmail(page, "helper");
  await registerVerifyAndLogin(helper, "Hana Helper", email);
  await helper.context().close();

  await loginAs(page, ADMIN_EMAIL);
  const row = await userRow(page, email);
  await row.getByRole("link", { name: "Make Hana Helper admin" }).click();
  const confirm = page.getByRole("dialog", { name: "Make Hana Helper an admin?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText(/user/i);

  await row.getByRole("link", { name: "Make Hana Helper admin" }).click();
  await confirm.getByRole("button", { name: "Make admin" }).click();
  await expect(page.getByText("Admin role assigned").first()).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Revoke admin role of Hana Helper" })).toBeVisible();

  await row.getByRole("link", { name: "Revoke admin role of Hana Helper" }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke the admin role of Hana Helper?" });
  await expect(revoke).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(revoke).toHaveCount(0);
  await row.getByRole("link", { name: "Revoke admin role of Hana Helper" }).click();
  await revoke.getByRole("button", { name: "Revoke admin role" }).click();
  await expect(page.getByText("Admin role revoked").first()).toBeVisible();
  await expect(row.getByRole("link", { name: "Make Hana Helper admin" })).toBeVisible();
});

test("without JavaScript the Admin action is still a confirmation and a form", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "nojs-helper");
  await registerVerifyAndLogin(page, "Noah Nojs", email);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(`nojs-admin-${Date.now()}`) },
  });
  const plain = await context.newPage();
  await plain.goto("/auth/login?redirectTo=/admin");
  await plain.getByLabel("Email").fill(ADMIN_EMAIL);
  await plain.getByLabel("Password").fill(DEMO_PASSWORD);
  await plain.getByRole("button", { name: "Log in" }).click();
  await expect(plain.getByRole("heading", { name: "Superadmin Dashboard" })).toBeVisible();

  const wide = (plain.viewportSize()?.width ?? 0) >= 768;
  await plain.goto(`/admin?tab=users&q=${encodeURIComponent(email)}`);
  const row = plain
    .getByTestId(wide ? "admin-user-row" : "admin-user-card")
    .filter({ hasText: email });
  await row.getByRole("link", { name: "Make Noah Nojs admin" }).click();
  const confirm = plain.getByRole("dialog", { name: "Make Noah Nojs an admin?" });
  await confirm.getByRole("button", { name: "Make admin" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Revoke admin role of Noah Nojs" })).toBeVisible();
  await context.close();
});
