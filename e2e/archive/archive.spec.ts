import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany } from "../members";

/**
 * The archive without JavaScript (decision 049): from home, the footer's Archive, the year, the
 * month, the day and its numbered pages lead to a complaint this journey filed; impossible dates
 * and non-years answer 404; the company page links its years.
 */

const pad = (n: number) => String(n).padStart(2, "0");

test("footer → year → month → day → a complaint, without scripts", async ({
  page,
  browser,
  baseURL,
}) => {
  const text = `Archive walk ${Date.now()}: the parcel sat in the depot for three weeks.`;
  const { ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Archive Walker", label: "archivewalk" },
    [text],
  );
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/");
  await plain.getByTestId("site-footer").getByRole("link", { name: "Archive" }).click();
  await expect(plain).toHaveURL(/\/archive$/);
  await expect(plain.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();

  await plain.getByRole("link", { name: String(year), exact: true }).click();
  await expect(plain).toHaveURL(new RegExp(`/archive/${year}$`));
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(`Complaints of ${year}`);

  const monthName = now.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  await plain.getByTestId("archive-month").filter({ hasText: monthName }).click();
  await expect(plain).toHaveURL(new RegExp(`/archive/${year}/${pad(month)}$`));
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(
    `Complaints of ${monthName} ${year}`,
  );

  const dayLabel = now.toLocaleString("en-US", { dateStyle: "long", timeZone: "UTC" });
  await plain.getByRole("link", { name: dayLabel, exact: true }).click();
  await expect(plain).toHaveURL(new RegExp(`/archive/${year}/${pad(month)}/${pad(day)}$`));
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(`Complaints of ${dayLabel}`);

  // The day's pages are numbered links on the page; the newest complaints are on the last ones
  // (oldest first), so the walk goes from the last page back until it finds its complaint.
  const pageLinks = plain.getByTestId("archive-pages").first().getByRole("link");
  const pages = (await pageLinks.count()) || 1;
  const mine = plain.getByRole("link", { name: text.slice(0, 60) });
  for (let n = pages; n >= 1; n--) {
    if (pages > 1) {
      await plain
        .getByTestId("archive-pages")
        .first()
        .getByRole("link", { name: String(n), exact: true })
        .click();
      await expect(plain).toHaveURL(n > 1 ? new RegExp(`\\?page=${n}$`) : /\/\d{2}(\?page=1)?$/);
    }
    if ((await mine.count()) > 0) break;
  }
  await mine.click();
  await expect(plain).toHaveURL(new RegExp(`/complaint/${ids[0]}$`));
  await expect(plain.getByText(text.slice(0, 60))).toBeVisible();
  await plain.context().close();
});

test("impossible dates, other years and non-years answer 404; the company links its years", async ({
  page,
  request,
}) => {
  for (const path of [
    "/archive/2024/02/30",
    "/archive/2023/02/29",
    "/archive/2024/13",
    "/archive/2024/00",
    "/archive/abc",
    "/archive/1999",
    `/archive/${new Date().getUTCFullYear() + 1}`,
    "/archive/2024/3/5",
    "/company/delta-air-lines/abc",
    "/company/delta-air-lines/1999",
    "/archive/2024/02/29?page=0",
    "/archive/2024/02/29?page=2",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  expect((await request.get("/archive/2024/02/29")).status()).toBe(200);

  const { companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Archive Years", label: "archiveyears" },
    [`Archive years ${Date.now()}: the refund never came back to my card.`],
  );
  const year = new Date().getUTCFullYear();
  await page.goto(companyPath);
  const company = (
    (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? ""
  ).trim();
  await page.getByTestId("company-archive-years").click();
  await expect(page).toHaveURL(new RegExp(`${companyPath}/${year}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Complaints about ${company} in ${year}`,
  );
  await expect(page.getByTestId("archive-complaint")).toHaveCount(1);
});
