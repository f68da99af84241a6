import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, emailOf, loginAs } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";

/**
 * Decision 030: the language comes from the `lang` cookie (the switch), then Accept-Language,
 * then English; dates are in the visitor's zone, which the page's inline script keeps in a cookie
 * for the server's next render.
 */
const TURKISH_MOMENT =
  /\d{1,2} (Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara) \d{4} \d{2}:\d{2}/;

test.describe("a Turkish browser", () => {
  test.use({ locale: "tr-TR", timezoneId: "Europe/Istanbul" });

  test("Accept-Language: tr with no cookie gets Turkish pages, with Turkish dates in its own zone", async ({
    page,
    isMobile,
  }) => {
    const response = await page.goto("/");
    expect(response?.request().headers()["accept-language"]).toMatch(/^tr/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Tüm Şikâyetler" })).toBeAttached();
    if (isMobile) {
      await expect(page.getByTestId("bottom-bar").getByText("Ana Sayfa")).toBeVisible();
    } else {
      await expect(
        page.getByTestId("sidebar").getByRole("link", { name: "En Çok Şikâyet Alanlar" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Şikâyet Yaz" })).toBeVisible();
    }
    const time = page.getByTestId("complaint-card").first().locator("time").first();
    // The exact UTC time on hover, the moment in Turkish for screen readers.
    await expect(time).toHaveAttribute("title", /UTC$/);
    await expect(time).toHaveAttribute("datetime", /Z$/);
    await expect(time).toContainText(TURKISH_MOMENT);

    // The page's script kept the browser's zone: the server renders in it from now on.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "tz")?.value).toBe(
      encodeURIComponent("Europe/Istanbul"),
    );
    await page.reload();
    await expect(page.getByTestId("complaint-card").first().locator("time").first()).toContainText(
      "GMT+3",
    );
  });
});

test("the switch changes the language and the choice is remembered", async ({ page }) => {
  await page.goto("/most-complained");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const footer = page.getByTestId("site-footer");
  await footer.getByLabel("Language", { exact: true }).selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveURL(/\/most-complained$/);
  await expect(page.getByTestId("site-footer").getByLabel("Idioma", { exact: true })).toHaveValue(
    "es",
  );
  await expect(page.getByTestId("page-title")).toHaveText("Las más denunciadas");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.goto("/nope-no-such-page");
  await expect(page.getByRole("heading", { name: /perdido en el bosque/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
  // And back to English: the spec's texts again.
  await page.getByTestId("site-footer").getByLabel("Idioma", { exact: true }).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("heading", { name: "Oops! This page seems to have wandered into the forest." }),
  ).toBeVisible();
});

test("without JavaScript the switch is a form that works", async ({ page, browser, baseURL }) => {
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/");
  await expect(plain.locator("html")).toHaveAttribute("lang", "en");
  const footer = plain.getByTestId("site-footer");
  await footer.getByLabel("Language", { exact: true }).selectOption("tr");
  await footer.getByRole("button", { name: "Change language" }).click();
  await expect(plain.locator("html")).toHaveAttribute("lang", "tr");
  await expect(plain.getByRole("heading", { level: 1, name: "Tüm Şikâyetler" })).toBeAttached();
  await plain.reload();
  await expect(plain.locator("html")).toHaveAttribute("lang", "tr");
  await plain.context().close();
});

test("/create and a complaint page speak Turkish at their ?lang=tr address, from their own section", async ({
  page,
}) => {
  await page.goto("/create?lang=tr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Şikâyet Yaz" })).toBeAttached();
  await expect(
    page.getByRole("alert").filter({ hasText: "Giriş yapmanız gerekiyor" }),
  ).toContainText("yayımlamak için lütfen giriş yapın ya da kayıt olun");
  await expect(page.getByRole("textbox", { name: "Şikâyetiniz" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Benzer şikâyetlere bak" })).toBeVisible();
  // The form's own check, in the page's language: the company is named first.
  await page.getByRole("textbox", { name: "Şikâyetiniz" }).fill("Siparişim hiç gelmedi.");
  await page.getByRole("button", { name: "Şikâyeti gönder" }).click();
  await expect(page.getByRole("dialog", { name: "Giriş yapmanız gerekiyor" })).toBeVisible();
  await page.keyboard.press("Escape");

  // A complaint page: its heading and comments are Turkish, what people wrote stays as typed.
  await page.goto("/?lang=tr");
  const href = await page
    .getByTestId("complaint-card")
    .first()
    .getByRole("link", { name: "Şikâyetin ayrıntılarını aç" })
    .getAttribute("href");
  expect(href).toMatch(/^\/complaint\//);
  await page.goto(`${href}?lang=tr`);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Şikâyet Ayrıntıları" })).toBeAttached();
  await expect(page.getByRole("heading", { name: /^Yorumlar \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tüm şikâyetlere dön" })).toBeVisible();
  await expect(page.getByText("Complaint Details")).toHaveCount(0);

  // The same page without ?lang= is English again, word for word.
  await page.goto(href as string);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Complaint Details" })).toBeAttached();
  await expect(page.getByRole("heading", { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to all complaints" })).toBeVisible();
});

test("a refusal the server words reaches a Turkish visitor in Turkish, even without JavaScript; English as before", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Tuna Refusal", uniqueEmail(page, "tr-refusal"), "/");
  const id = await cards(page).first().getAttribute("data-complaint-id");
  // The language chosen with the switch (its cookie): the actions answer in it too.
  await page.context().addCookies([{ name: "lang", value: "tr", url: baseURL ?? "" }]);
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}`);
  await expect(plain.locator("html")).toHaveAttribute("lang", "tr");
  // Only spaces: the schema refuses it on the server, and the flash says so in Turkish.
  await plain.getByLabel("Yorum yazın").fill("   ");
  await plain.getByRole("button", { name: "Yorumu gönder" }).click();
  await expect(plain.getByText("Lütfen önce bir yorum yazın.")).toBeVisible();
  await expect(plain.getByText("Please write a comment first.")).toHaveCount(0);
  await plain.context().close();

  // The same refusal for an English visitor: the exact English.
  await page.context().clearCookies({ name: "lang" });
  const english = await noScriptPage(page, browser, baseURL);
  await english.goto(`/complaint/${id}`);
  await expect(english.locator("html")).toHaveAttribute("lang", "en");
  await english.getByLabel("Write a comment").fill("   ");
  await english.getByRole("button", { name: "Send comment" }).click();
  await expect(english.getByText("Please write a comment first.")).toBeVisible();
  await english.context().close();
});

test("a company page in Turkish (?lang=tr): its figures, filters and status badges, English again without it", async ({
  page,
}) => {
  await page.goto("/company/delta-air-lines?lang=tr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { name: "Delta Air Lines", level: 1 })).toBeVisible();
  await expect(page.getByTestId("metric").first()).toContainText(/Toplam şikâyet\s*[\d.]+/);
  await expect(page.getByTestId("metric").last()).toContainText("İade edilen para");
  await expect(page.getByRole("heading", { name: "Öne çıkan sorunlar" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Şikâyetler \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Takip et", exact: true })).toBeVisible();
  // The filter in Turkish; choosing a status keeps the page Turkish.
  await page.getByLabel("Durum").selectOption("resolved");
  await expect(page).toHaveURL(/status=resolved/);
  const badges = page.getByTestId("status-badge");
  await expect(badges.first()).toHaveText("Çözüldü");
  await expect(badges.filter({ hasNotText: "Çözüldü" })).toHaveCount(0);
  await expect(page.getByText("Total complaints")).toHaveCount(0);

  // The same page without ?lang= is English, word for word.
  await page.goto("/company/delta-air-lines");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("metric").first()).toContainText(/Total complaints\s*\d+/);
  await expect(page.getByRole("heading", { name: "Trending issues" })).toBeVisible();
});

test("the profile and /help speak Turkish at their ?lang=tr address, from their own sections", async ({
  page,
}) => {
  await loginAs(page, emailOf("leila_walker"), "/profile?lang=tr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("tab", { name: /^Şikâyetler \(\d+\)$/ })).toBeVisible();
  await expect(page.getByTestId("profile-showing")).toContainText("arası gösteriliyor");
  await expect(page.getByRole("button", { name: "Çıkış Yap" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Ayarlar" })).toBeVisible();
  // ?lang= is the address's language: the tab is opened at its own ?lang=tr address.
  await page.goto("/profile?tab=settings&lang=tr");
  await expect(page.getByRole("heading", { name: "E-posta" })).toBeVisible();
  await expect(page.getByLabel("Bir şirket şikâyetinize yanıt verdiğinde")).toBeVisible();
  await expect(page.getByRole("button", { name: "E-posta ayarlarını kaydet" })).toBeVisible();
  await expect(page.getByText("Sign Out", { exact: true })).toHaveCount(0);

  await page.goto("/help?lang=tr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Yardım" })).toBeAttached();
  await page.getByText("Şirket yanıt vermezse ne olur?").click();
  await expect(
    page.getByText("Her şikâyette 48 saatlik bir geri sayım görünür.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "UCK ekibine yazın" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mesajı gönder" })).toBeVisible();
  // The same address without ?lang= is English again (the profile's journeys check every word).
  await page.goto("/help");
  await expect(page.getByRole("heading", { name: "Contact the UCK team" })).toBeVisible();
});

test("an unknown invitation's and press release's 404 title is in the page's language", async ({
  page,
}) => {
  const invite = await page.goto("/invite/nobody-at-all?lang=tr");
  expect(invite?.status()).toBe(404);
  await expect(page).toHaveTitle("Davet · UCK");
  const release = await page.goto("/press/no-such-release?lang=tr");
  expect(release?.status()).toBe(404);
  await expect(page).toHaveTitle("Sayfa bulunamadı · UCK");
  // English word for word as before.
  await page.goto("/invite/nobody-at-all");
  await expect(page).toHaveTitle("Invitation · UCK");
  await page.goto("/press/no-such-release");
  await expect(page).toHaveTitle("Page not found · UCK");
});

test("a Turkish company page says in Turkish that a Follow never reached the server", async ({
  page,
}) => {
  await registerVerifyAndLogin(
    page,
    "Tuna Takip",
    uniqueEmail(page, "follow-drop-tr"),
    "/company/delta-air-lines?lang=tr",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  const follow = page.getByRole("button", { name: "Takip et", exact: true });
  await page.route("**/company/delta-air-lines.data*", (route) =>
    route.abort("internetdisconnected"),
  );
  await follow.click();
  await expect(page.getByText("Takip durumu güncellenemedi. Lütfen tekrar deneyin.")).toBeVisible();
  await expect(page.getByText("Failed to update follow status. Please try again.")).toHaveCount(0);
  await expect(follow).toBeVisible();
});
