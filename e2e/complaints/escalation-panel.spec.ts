import { registerPerson, uniqueEmail } from "../accounts";
import { postComplaint } from "../complaints";
import { dropChunk, expectOnlyDroppedChunk } from "../failure-ways";
import { expect, test } from "../fixtures";
import { d1 } from "../xss/xss-probe";

/**
 * "If the company does not answer" only while it applies (issue 59, item 6): the author reads it
 * while the company has not answered; after its answer, where to take the file if the answer
 * does not resolve it, without the 48-hour promise; after resolution, nothing of escalation.
 */
test("the 'if the company does not answer' panel goes once the company answered, and after resolution", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(page, "panel");
  await registerPerson(page, "Pat Panel", email);
  const domain = `panel${Date.now().toString(36)}.example`;
  const { id } = await postComplaint(page, {
    companyName: "panel",
    companyDomain: domain,
    text: `The fridge arrived dented and the shop stopped answering (${Date.now()}).`,
  });
  const panel = page.getByTestId("escalation-panel");

  await page.goto(`/complaint/${id}`);
  await expect(panel).toContainText("If the company does not answer");

  await d1(
    `update complaints set response = 'We will replace it.', response_at = ${Date.now()},
     has_response = 1, status = 'in_progress' where id = '${id}';`,
    testInfo.project.name,
  );
  await page.reload();
  await expect(panel).toContainText("If the answer does not resolve it");
  await expect(panel).not.toContainText("If the company does not answer");
  await expect(panel).not.toContainText("within 48 hours");

  await d1(
    `update complaints set status = 'resolved', resolved_at = ${Date.now()} where id = '${id}';`,
    testInfo.project.name,
  );
  await page.reload();
  await expect(page.getByText("If the company does not answer")).toHaveCount(0);
  await expect(panel).toHaveCount(0);
});

/**
 * The panel is a chunk of its own (escalation-file.tsx; decision 059): the author's page loads it
 * and shows it; when the chunk cannot be fetched, the page says so in its place and keeps the rest.
 */
test("the escalation panel's chunk: shown when it loads, a message when the network drops", async ({
  page,
  pageErrors,
}) => {
  await registerPerson(page, "Cy Chunk", uniqueEmail(page, "panel-chunk"));
  const { id } = await postComplaint(page, {
    companyName: "chunk",
    companyDomain: `chunk${Date.now().toString(36)}.example`,
    text: `The kettle leaks from the base and nobody answers (${Date.now()}).`,
  });
  await page.goto(`/complaint/${id}`);
  await expect(page.getByTestId("escalation-panel")).toContainText(
    "If the company does not answer",
  );

  await dropChunk(page, "escalation-file");
  await page.reload();
  await expect(
    page.getByRole("alert").filter({
      hasText: "This part of the page could not load. Check your connection and reload the page.",
    }),
  ).toBeVisible();
  await expect(page.getByTestId("escalation-panel")).toHaveCount(0);
  // The rest of the page works: the complaint's own text is there.
  await expect(page.getByText("The kettle leaks from the base")).toBeVisible();
  // The browser reports the chunk it could not fetch; nothing else went wrong.
  expectOnlyDroppedChunk(pageErrors, "escalation-file");
});
