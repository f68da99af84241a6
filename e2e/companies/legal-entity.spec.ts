import type { Download } from "@playwright/test";
import { registerVerifyAndLogin } from "../accounts";
import { ADMIN_EMAIL, loginAs, postComplaint } from "../complaints";
import { expect, noScriptPage, otherVisitorPage, test } from "../fixtures";
import { PNG } from "../images";

/**
 * Who the company really is, and files in the bodies' own formats (issue 66, decision 045), all
 * without scripts: a company's page says "Legal entity unknown" until a superadmin enters its
 * entity; then the page and the file name it, the file of a complaint about a US bank downloads as
 * a CFPB record (JSON and CSV) with that name, and the file of a Turkish complaint links a
 * printable arbitration application with the trader's MERSİS number and the amount.
 */
test("a company's legal entity, the CFPB record and the Turkish application sheet, without scripts", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, ADMIN_EMAIL);
  const stamp = Date.now().toString(36);
  const bank = await postComplaint(page, {
    companyName: `Sample Bank ${stamp}`,
    companyDomain: `bank${stamp}.example`,
    text: `The bank charged an overdraft fee twice on my checking account and keeps it (${stamp}).`,
    location: "Chicago, IL, USA",
  });
  const bankSlug = bank.companyPath.replace("/company/", "");

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(bank.companyPath);
  await expect(plain.getByTestId("legal-entity-unknown")).toContainText("Legal entity unknown");

  // The superadmin sets the bank's country (the CFPB's venue) and enters its entity.
  await plain.goto("/admin?tab=claims");
  const country = plain
    .locator("form")
    .filter({ has: plain.locator('input[value="set-country"]') });
  await country.getByLabel("Company slug").fill(bankSlug);
  await country.getByLabel(/Country/).selectOption("United States");
  await country.getByRole("button", { name: "Set the country" }).click();
  await plain.goto("/admin?tab=claims");
  const enter = plain.locator("form").filter({ has: plain.locator('input[value="enter-entity"]') });
  await enter.getByLabel("Company slug").fill(bankSlug);
  await enter.getByLabel("Legal name").fill(`SAMPLE BANK ${stamp.toUpperCase()}, N.A.`);
  await enter.locator('select[name="registry"]').selectOption("lei");
  await enter.locator('input[name="identifier"]').fill("UCKTESTFIXTURE000143");
  await enter.getByLabel("Registered address").fill("1 Example Plaza, Columbus, OH 43215");
  await enter.getByLabel(/Country code/).fill("US");
  await enter.getByRole("button", { name: "Enter and confirm" }).click();

  await plain.goto(bank.companyPath);
  const entity = plain.getByTestId("legal-entity");
  await expect(entity.getByTestId("legal-entity-name")).toHaveText(
    `SAMPLE BANK ${stamp.toUpperCase()}, N.A.`,
  );
  await expect(entity).toContainText("UCKTESTFIXTURE000143");
  await expect(entity.getByTestId("legal-entity-source")).toContainText("Entered by UCK on");

  // The file names it and offers the CFPB record; both downloads work without scripts.
  await plain.goto(`/complaint/${bank.id}/file`);
  await expect(plain.getByTestId("file-legal-entity")).toContainText("UCKTESTFIXTURE000143");
  const cfpb = plain.getByTestId("file-cfpb");
  const [jsonDownload] = await Promise.all([
    plain.waitForEvent("download"),
    cfpb.getByRole("link", { name: "JSON" }).click(),
  ]);
  const record = JSON.parse(await textOf(jsonDownload)) as Record<string, string | null>;
  expect(record.company).toBe(`SAMPLE BANK ${stamp.toUpperCase()}, N.A.`);
  expect(record.complaint_id).toBe(bank.id);
  expect(record.state).toBe("IL");
  expect(Object.keys(record)).toHaveLength(16);
  expect(record).not.toHaveProperty("consumer_disputed");
  const [csvDownload] = await Promise.all([
    plain.waitForEvent("download"),
    cfpb.getByRole("link", { name: "CSV" }).click(),
  ]);
  const csv = await textOf(csvDownload);
  expect(csv.split("\r\n")[0]).toContain("Date received,Product,Sub-product");
  expect(csv).toContain(`"SAMPLE BANK ${stamp.toUpperCase()}, N.A."`);

  // A Turkish complaint: its file links the arbitration application, with the MERSİS number.
  const shop = await postComplaint(page, {
    companyName: `Örnek Mağaza ${stamp}`,
    companyDomain: `magaza${stamp}.example`,
    text: `Aldığım buzdolabı iki haftada bozuldu ve değişim talebim reddedildi (${stamp}).`,
    location: "Kadıköy, İstanbul, Turkey",
    resolutionSought: "Yenisi ile değişim",
    disputeAmount: "24500",
    disputeCurrency: "TRY",
  });
  await plain.goto("/admin?tab=claims");
  await enter.getByLabel("Company slug").fill(shop.companyPath.replace("/company/", ""));
  await enter.getByLabel("Legal name").fill(`Örnek Mağazacılık ${stamp} A.Ş.`);
  await enter.locator('select[name="registry"]').selectOption("tr_mersis");
  await enter.locator('input[name="identifier"]').fill("0123456789000015");
  await enter.getByLabel("Registered address").fill("Bağdat Cad. 1, Kadıköy, İstanbul");
  await enter.getByRole("button", { name: "Enter and confirm" }).click();
  await plain.goto(`/complaint/${shop.id}/file`);
  await plain.getByTestId("file-arbitration").getByRole("link").click();
  const sheet = plain.getByTestId("arbitration-sheet");
  await expect(sheet).toContainText("TÜKETİCİ HAKEM HEYETİ BAŞKANLIĞINA");
  await expect(sheet).toContainText("not the Ministry's official form");
  const trader = sheet.getByTestId("sheet-trader");
  await expect(trader).toContainText(`Örnek Mağazacılık ${stamp} A.Ş.`);
  await expect(trader).toContainText("0123456789000015");
  await expect(sheet.getByTestId("sheet-amount")).toHaveText("24.500,00 TL");
  // Its values are machine-readable on the printed elements (decision 050).
  await expect(sheet.locator('[data-petition-field="trader.mersis"]')).toHaveText(
    "0123456789000015",
  );
  await expect(sheet.locator('[data-petition-field="dispute.value"]')).toHaveAttribute(
    "data-value",
    "24500.00",
  );
  await expect(sheet.locator('[data-petition-field="dispute.invoice"]')).toHaveAttribute(
    "data-blank",
    "",
  );
  const overflow = await plain.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the sheet does not scroll sideways").toBeLessThanOrEqual(0);
  await plain.emulateMedia({ media: "print" });
  await plain.screenshot({ path: test.info().outputPath("arbitration-sheet.png"), fullPage: true });
  await plain.context().close();
});

/**
 * Decision 050, without scripts: someone in the middle of claiming a page enters the company's
 * legal entity with a document beside the claim; it is not public while it waits; the superadmin
 * sees it came with a pending claim, confirms it, and only then does the page name it.
 */
test("a claimant enters the legal entity with a document beside the claim, without scripts", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const domain = `claimant${stamp}.example`;
  await loginAs(page, ADMIN_EMAIL);
  const complaint = await postComplaint(page, {
    companyName: `Claimant Widgets ${stamp}`,
    companyDomain: domain,
    text: `The widget broke on the first day and nobody answers my mails (${stamp}).`,
  });

  // Someone from the company registers and claims the page.
  const claimant = await otherVisitorPage(browser, baseURL, `claimant-${stamp}`);
  const email = `cem@${domain}`;
  await registerVerifyAndLogin(claimant, "Cem Claimant", email, complaint.companyPath);
  await claimant.getByLabel("Work email").fill(email);
  await claimant.getByRole("button", { name: "Submit claim" }).click();
  await expect(claimant.getByTestId("claim-pending")).toBeVisible();

  // Without scripts, beside the pending claim: the entity with a picture of a document.
  const plain = await noScriptPage(claimant, browser, baseURL);
  await plain.goto(complaint.companyPath);
  await plain
    .getByTestId("claim-pending")
    .getByRole("link", { name: /legal entity/ })
    .click();
  const panel = plain.getByTestId("legal-entity");
  await panel.getByText("Enter the company's legal entity with your claim").click();
  const form = panel.getByTestId("legal-entity-form");
  await form.getByLabel("Legal name").fill(`CLAIMANT WIDGETS ${stamp.toUpperCase()} LTD`);
  await form.locator('select[name="registry"]').selectOption("gb_company_number");
  await form.locator('input[name="identifier"]').fill("99999901");
  await form.getByLabel("Registered address").fill("12 Example Lane, Leeds LS1 4AP");
  await form.getByLabel(/Country code/).fill("GB");
  await form
    .locator('input[name="document"]')
    .setInputFiles({ name: "extract.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: "Send for checking" }).click();
  await plain.goto(complaint.companyPath);
  await expect(plain.getByTestId("legal-entity-waiting")).toContainText(
    `CLAIMANT WIDGETS ${stamp.toUpperCase()} LTD`,
  );
  await expect(plain.getByTestId("legal-entity-unknown")).toBeVisible();

  // Not public while it waits: the superadmin's page view says unknown too.
  const admin = await noScriptPage(page, browser, baseURL);
  await admin.goto(complaint.companyPath);
  await expect(admin.getByTestId("legal-entity-unknown")).toBeVisible();
  await expect(admin.getByTestId("legal-entity")).not.toContainText("CLAIMANT WIDGETS");

  // The superadmin sees it came with a pending claim, and confirms it.
  await admin.goto("/admin?tab=claims");
  const item = admin
    .getByTestId("entity-item")
    .filter({ hasText: `CLAIMANT WIDGETS ${stamp.toUpperCase()} LTD` });
  await expect(item.getByTestId("entity-claimant")).toContainText(email);
  await item.getByRole("button", { name: "Confirm" }).click();
  await admin.goto(complaint.companyPath);
  await expect(admin.getByTestId("legal-entity-name")).toHaveText(
    `CLAIMANT WIDGETS ${stamp.toUpperCase()} LTD`,
  );
  await expect(admin.getByTestId("legal-entity-source")).toContainText(
    "Entered by the company, checked by UCK on",
  );
  await plain.context().close();
  await admin.context().close();
  await claimant.context().close();
});

/** A download's bytes as UTF-8 text. */
async function textOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
