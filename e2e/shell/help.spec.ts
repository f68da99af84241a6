import { seriousViolations } from "../axe";
import { ADMIN_EMAIL, loginAs } from "../complaints";
import { expect, test } from "../fixtures";

test("the help page answers questions and takes a message, which a superadmin marks handled", async ({
  page,
}) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
  const escalation = page.locator("details#escalation");
  await expect(escalation).not.toHaveAttribute("open");
  await page.getByText("What happens when a company does not answer?").click();
  await expect(escalation).toHaveAttribute("open", "");
  await expect(escalation.getByText(/the complaint is escalated on UCK/)).toBeVisible();
  await expect(escalation.getByText(/UCK sends nothing to any authority on its own/)).toBeVisible();

  // The server's field messages; nothing typed is lost.
  const stamp = Date.now().toString(36);
  const name = page.getByLabel("Name", { exact: true });
  const email = page.getByLabel("Email", { exact: true });
  const message = page.getByLabel("Message", { exact: true });
  await name.fill("Hal Helpme");
  await email.fill("hal at example");
  await message.fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Please choose what your message is about.")).toBeVisible();
  await expect(page.getByText("Please write at least 10 characters.")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveValue("Hal Helpme");
  await expect(message).toHaveValue("Too short");
  expect(await seriousViolations(page)).toEqual([]);

  await email.fill("hal@example.com");
  await page.getByLabel("Topic").selectOption({ label: "A company page or a claim" });
  await message.fill(`Case ${stamp}: I cannot find where to claim my company's page.`);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thanks! Your message reached the UCK team.").first()).toBeVisible();
  await expect(message).toHaveValue("");
  await expect(name).toHaveValue("Hal Helpme");
  await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);

  // Signed in, the form knows who is writing.
  await loginAs(page, ADMIN_EMAIL, "/help");
  await expect(email).toHaveValue(ADMIN_EMAIL);
  await expect(name).not.toHaveValue("");

  await page.goto("/admin?tab=messages");
  await expect(page.getByRole("tab", { name: /^Messages \(\d+ new\)$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const item = page.getByTestId("contact-message").filter({ hasText: `Case ${stamp}` });
  await expect(item).toContainText("hal@example.com");
  await expect(item).toContainText("A company page or a claim");
  await expect(item).toHaveAttribute("data-status", "new");
  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByText("Message marked as handled").first()).toBeVisible();
  await expect(item).toHaveAttribute("data-status", "handled");
  await page.reload();
  await expect(item).toHaveAttribute("data-status", "handled");
});
