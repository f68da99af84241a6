import { followMailLink, login, register } from "./accounts";
import { ADMIN_EMAIL, cards, DEMO_PASSWORD, loginAs, menuItem, openMenu } from "./complaints";
import { expect, otherVisitorPage, test } from "./fixtures";
import {
  corpusCleanupSql,
  corpusIds,
  corpusSql,
  GIF_IMAGE,
  GIF_POLYGLOT,
  JSON_LD_PAYLOAD,
  normalized,
  PAYLOADS,
  PNG_IMAGE,
  PNG_POLYGLOT,
  sqlText,
  typedPayloads,
} from "./xss-corpus";
import {
  d1,
  expectEscapedHtml,
  expectImageDocument,
  expectInert,
  jsonLd,
  shows,
  visit,
  watch,
} from "./xss-probe";

/**
 * Stored and reflected XSS. Every field a person types and someone sees is filled with hostile
 * markup, once through the real forms (one payload per field) and once for the whole corpus
 * written straight into the dev server's D1 (`wrangler d1 execute --local`, see xss-corpus.ts;
 * ids `xss-{stamp}-…`, removed again at the end). Then every page that shows them is rendered
 * in Chromium: no dialog, no `window.__xss`, no CSP violation, no injected element or handler,
 * no raw payload in the server's HTML, JSON-LD still parses, and the text reads as typed.
 * Escaping does not depend on the viewport, so phones skip these journeys.
 */
test.skip(({ isMobile }) => isMobile, "escaping is the same at every width");

test("the whole corpus, stored in every table with user text, renders only as text", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const ids = corpusIds(stamp);
  const hub = PAYLOADS.indexOf(JSON_LD_PAYLOAD);
  const [admin] = d1(`select id from users where email = '${ADMIN_EMAIL}'`);
  d1(corpusSql(stamp, String(admin?.id), hub));
  try {
    await watch(page);
    await loginAs(page, ADMIN_EMAIL);

    // The feed: the corpus is the newest 38 complaints; "Show More" renders them client-side.
    await visit(page, "/");
    const more = page.getByRole("link", { name: "Show More Complaints" });
    while ((await page.locator(`[data-complaint-id^="xss-${stamp}-"]`).count()) < PAYLOADS.length)
      await more.click();
    for (const [i, payload] of PAYLOADS.entries()) {
      const card = page.locator(`[data-complaint-id="${ids.complaint(i)}"]`);
      await shows(card.getByTestId("company-name"), payload);
      await shows(card.getByTestId("author-link"), payload);
      await shows(card.getByTestId("complaint-location"), payload);
      await shows(card.getByRole("region", { name: /^Response from / }), payload);
    }
    await expectInert(page, "feed");

    // The complaint form's company lookup lists corpus companies (matched by their domain).
    await visit(page, "/create");
    await page.getByRole("combobox", { name: "Company name" }).fill(`xss-${stamp}`);
    await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(8);
    for (const option of await page.getByRole("listbox").getByRole("option").allTextContents())
      expect(
        PAYLOADS.some((p) => normalized(option).includes(normalized(p))),
        option,
      ).toBe(true);
    await expectInert(page, "company lookup");

    // The hub complaint carries every comment; its page and its company's page carry JSON-LD.
    await visit(page, `/complaint/${ids.complaint(hub)}`);
    const comments = page.getByTestId("comment");
    await expect(comments).toHaveCount(PAYLOADS.length);
    for (const [i, payload] of PAYLOADS.entries()) await shows(comments.nth(i), payload);
    const review = await jsonLd(page, "Review");
    expect(review.reviewBody).toBe(`${JSON_LD_PAYLOAD} ${ids.token}`);
    expect(review.itemReviewed?.name).toBe(JSON_LD_PAYLOAD);
    expect(await page.title()).toContain(JSON_LD_PAYLOAD);
    await visit(page, `/company/${ids.companySlug(hub)}`);
    await shows(page.getByRole("heading", { level: 1 }), JSON_LD_PAYLOAD);
    expect((await jsonLd(page, "Organization")).name).toBe(JSON_LD_PAYLOAD);

    // Every company page and public profile: the server's HTML for all, Chromium for a sample.
    const paths = PAYLOADS.flatMap((_, i) => [
      `/company/${ids.companySlug(i)}`,
      `/u/${ids.username(i)}`,
    ]);
    await expectEscapedHtml(page, paths, 200);
    for (const [i, payload] of PAYLOADS.entries()) {
      if (i % 8 !== 0) continue;
      await visit(page, `/u/${ids.username(i)}`);
      await shows(page.getByRole("heading", { level: 1 }), payload);
      await shows(page.getByRole("main"), `@${ids.username(i)} · ${payload}`);
      await expectInert(page, `/u/${ids.username(i)}`);
      await visit(page, `/company/${ids.companySlug(i)}`);
      await shows(page.getByRole("heading", { level: 1 }), payload);
      await shows(cards(page).first(), payload);
      await expectInert(page, `/company/${ids.companySlug(i)}`);
    }

    // Search: highlighted snippets, companies, the company filter.
    await visit(page, `/search?q=${ids.token}`);
    await expect(page.getByTestId("complaint-result")).toHaveCount(20);
    await expect(page.getByTestId("complaint-result").locator("mark").first()).toHaveText(
      ids.token,
    );
    await expect(page.getByTestId("company-result")).toHaveCount(8);
    await expectInert(page, "search");

    // Notifications whose actor and company are payloads.
    await visit(page, "/notifications");
    for (const [i, payload] of PAYLOADS.slice(0, 20).entries())
      await shows(
        page.getByTestId("notification").nth(i),
        `${payload} commented on your complaint about ${payload}`,
      );
    await expectInert(page, "notifications");

    // The admin tabs: users, reports with their reasons, claims, help messages.
    for (const pageNumber of [1, 2]) {
      await visit(page, `/admin?tab=users&q=xss_${stamp}&page=${pageNumber}`);
      for (let i = (pageNumber - 1) * 25; i < Math.min(PAYLOADS.length, pageNumber * 25); i++) {
        const row = page
          .getByTestId("admin-user-row")
          .filter({ hasText: `${ids.user(i)}@example.com` });
        await shows(row, PAYLOADS[i] ?? "");
      }
      await expectInert(page, "admin users");
    }
    for (const tab of ["moderation", "claims", "messages"]) {
      await visit(page, `/admin?tab=${tab}`);
      const panel = page.getByRole("tabpanel");
      for (const payload of PAYLOADS) await shows(panel, payload);
      await expectInert(page, `admin ${tab}`);
    }
  } finally {
    d1(corpusCleanupSql(stamp));
  }
});

test("every field typed through its form shows as typed and never runs", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const domain = `xss${stamp}.example`;
  const typed = typedPayloads(stamp);
  const extra = Object.values(typed);
  await watch(page);
  const admin = await otherVisitorPage(browser, baseURL, "xss-admin");
  await watch(admin);
  try {
    // Registration: name and e-mail address (the mailbox lists the address).
    await register(page, typed.name, typed.email);
    await visit(page, "/dev/mailbox", extra);
    await expectInert(page, "mailbox");
    await followMailLink(page, typed.email, /verify-email/);
    await login(page, typed.email);
    await shows(page.getByTestId("header-user"), typed.name);

    // The profile form: a hostile username, a javascript: website and markup as a phone
    // number are refused.
    await visit(page, "/profile", extra);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const form = page.getByRole("region", { name: "Edit profile" });
    await form.getByLabel("Username").fill("<script>");
    await form.getByLabel("Website").fill("javascript:window.__xss=1");
    await form.getByLabel("Phone").fill(typed.phone);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(
      form.getByText("Username may only use letters, numbers, dots, dashes and underscores"),
    ).toBeVisible();
    await expect(form.getByText("Please enter a valid URL")).toBeVisible();
    await expect(
      form.getByText("Phone number may only contain digits, spaces and + ( ) - ."),
    ).toBeVisible();
    const username = `xss_${stamp}`;
    const fields = {
      Username: username,
      Bio: typed.bio,
      Location: typed.location,
      Website: typed.website,
      Phone: "+44 (20) 7946-0000",
      Company: typed.company,
      "Job title": typed.jobTitle,
    };
    for (const [label, value] of Object.entries(fields))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await visit(page, "/profile", extra);
    await shows(page.getByRole("heading", { level: 1 }), typed.name);
    await shows(page.getByRole("main"), `@${username} · ${typed.location}`);
    await shows(page.getByRole("main"), typed.bio);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    for (const [label, value] of Object.entries(fields))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expectInert(page, "profile edit form");
    // An avatar that is a PNG with a page after IEND is refused; a real PNG sent as SVG is
    // stored and served as PNG.
    await page
      .getByTestId("avatar-input")
      .setInputFiles({ name: "me.svg", mimeType: "image/svg+xml", buffer: PNG_POLYGLOT });
    await expect(page.getByText("Please select an image file.")).toBeVisible();
    await page
      .getByTestId("avatar-input")
      .setInputFiles({ name: "me.svg", mimeType: "image/svg+xml", buffer: PNG_IMAGE });
    await expect(page.getByText("Avatar updated")).toBeVisible();
    const avatar = page.getByTestId("profile-avatar").locator("img");
    // Shown at twice its size as WebP (decision 015); both files are inert image documents.
    await expect(avatar).toHaveAttribute("src", /-avatar\.png\?v=\d+&w=192$/);
    const shown = (await avatar.getAttribute("src")) ?? "";
    await expectImageDocument(page, shown, "image/webp");
    await expectImageDocument(page, shown.replace(/&w=\d+$/, ""), "image/png");

    // A GIF/HTML polyglot photo is refused; a real GIF is filed, about a company created from
    // its domain.
    await visit(page, "/create", extra);
    await expectInert(page, "create");
    await page.getByRole("tab", { name: "Enter Domain" }).click();
    await page.getByLabel("Company domain").fill(domain);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Company created!")).toBeVisible();
    await page
      .getByTestId("image-input")
      .setInputFiles({ name: "photo.gif", mimeType: "image/gif", buffer: GIF_POLYGLOT });
    await expect(page.getByText("Invalid file type")).toBeVisible();
    await page
      .getByTestId("image-input")
      .setInputFiles({ name: "photo.gif", mimeType: "image/gif", buffer: GIF_IMAGE });
    await expect(page.getByText("Image uploaded successfully")).toBeVisible();
    await page.getByLabel("Your complaint").fill(typed.complaint);
    await page.getByLabel("Location (optional)").fill(typed.complaintLocation);
    await page.getByRole("button", { name: "Submit complaint" }).click();
    await expect(page).toHaveURL(/\/company\//);
    const companyPath = new URL(page.url()).pathname;
    const filed = cards(page).filter({ hasText: `xu${stamp}` });
    await shows(filed, typed.complaint);
    const id = (await filed.getAttribute("data-complaint-id")) ?? "";
    const photo = filed.locator('img[src^="/images/complaint-images/"]');
    const shownPhoto = (await photo.getAttribute("src")) ?? "";
    await expectImageDocument(page, shownPhoto, "image/webp");
    await expectImageDocument(page, shownPhoto.replace(/\?w=\d+$/, ""), "image/gif");

    // The superadmin, made a member of that company here, answers, comments and reports.
    await loginAs(admin, ADMIN_EMAIL);
    d1(`update companies set claimed = 1 where domain = '${domain}';
      insert into company_members (company_id, user_id, role, created_at)
      select c.id, u.id, 'owner', ${Date.now()} from companies c, users u
      where c.domain = '${domain}' and u.email = '${ADMIN_EMAIL}';`);
    await visit(admin, companyPath, extra);
    await admin
      .locator(`[data-complaint-id="${id}"]`)
      .getByRole("button", { name: "Respond" })
      .click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Your response").fill(typed.response);
    await dialog.getByRole("switch").check();
    await dialog.getByLabel("Reimbursement details").fill(typed.reimbursement);
    await dialog.getByRole("button", { name: "Submit response" }).click();
    await expect(
      admin.getByText("Your response has been posted and the customer has been notified."),
    ).toBeVisible();
    await visit(admin, `/complaint/${id}`, extra);
    await admin.getByLabel("Write a comment").fill(typed.comment);
    await admin.getByRole("button", { name: "Send comment" }).click();
    await expect(admin.getByText("Your comment has been added to the complaint.")).toBeVisible();
    await openMenu(admin.locator(`[data-complaint-id="${id}"]`));
    await menuItem(admin, "Report").click();
    await admin.getByLabel("Reason").fill(typed.reason);
    await admin.getByRole("button", { name: "Submit report" }).click();
    await expect(admin.getByText("Report submitted")).toBeVisible();

    // The person sends a help message (the e-mail field needs a deliverable address).
    await visit(page, "/help", extra);
    await page.getByLabel("Name", { exact: true }).fill(typed.contactName);
    await page.getByLabel("Email", { exact: true }).fill(`xss-${stamp}@example.com`);
    await page.getByLabel("Topic").selectOption({ label: "A company page or a claim" });
    await page.getByLabel("Message", { exact: true }).fill(typed.contactMessage);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(
      page.getByText("Thanks! Your message reached the UCK team.").first(),
    ).toBeVisible();
    await visit(page, "/notifications", extra);
    await expect(page.getByTestId("notification")).toHaveCount(2);
    await expectInert(page, "notifications");

    // Everything as others see it.
    await visit(admin, `/complaint/${id}`, extra);
    const card = admin.locator(`[data-complaint-id="${id}"]`);
    for (const text of [typed.complaint, typed.complaintLocation, typed.name, typed.response])
      await shows(card, text);
    await shows(card, `Reimbursement offered: ${typed.reimbursement}`);
    await shows(admin.getByTestId("comment"), typed.comment);
    expect((await jsonLd(admin, "Review")).reviewBody).toBe(typed.complaint);
    await visit(admin, `/u/${username}`, extra);
    await shows(admin.getByRole("main"), typed.bio);
    expect(await admin.title()).toContain(typed.name);
    await expectInert(admin, "public profile");
    await visit(admin, `/search?q=xu${stamp}`, extra);
    await shows(admin.getByTestId("complaint-result"), typed.name);
    await expectInert(admin, "search");
    await visit(admin, "/admin?tab=moderation", extra);
    await shows(admin.getByTestId("report-item").filter({ hasText: `xu${stamp}` }), typed.reason);
    await expectInert(admin, "admin moderation");
    await visit(admin, "/admin?tab=messages", extra);
    const message = admin.getByTestId("contact-message").filter({ hasText: username });
    await shows(message, typed.contactName);
    await shows(message, typed.contactMessage);
    await expectInert(admin, "admin messages");

    // Block the person with a hostile reason (stored for the record, shown nowhere).
    await visit(admin, `/admin?tab=users&q=${username}`, extra);
    const row = admin
      .getByTestId("admin-user-row")
      .filter({ has: admin.locator(`a[href="/u/${username}"]`) });
    await shows(row, typed.name);
    await shows(row, typed.email);
    await row.getByRole("link", { name: /^Block / }).click();
    await admin.getByRole("dialog").getByLabel("Reason").fill(typed.blockReason);
    await admin.getByRole("dialog").getByRole("button", { name: "Block user" }).click();
    await expect(admin.getByText("User blocked").first()).toBeVisible();
    await expectInert(admin, "admin users");
  } finally {
    await admin.context().close();
    d1(`delete from contact_messages where email = 'xss-${stamp}@example.com';
      delete from users where email = ${sqlText(typed.email)};
      delete from companies where domain = '${domain}';`);
  }
});

test("payloads in addresses come back only as text", async ({ page }) => {
  await watch(page);
  const enc = encodeURIComponent;
  // The server's HTML wherever the address is echoed: the search box and title, the company
  // page of an unknown slug, the sign-in form's redirect, the city of "near me".
  await expectEscapedHtml(
    page,
    PAYLOADS.flatMap((p) => [
      `/search?q=${enc(p)}`,
      `/company/${enc(p)}`,
      `/auth/login?redirectTo=${enc(p)}`,
      `/near-me?city=${enc(p)}`,
    ]),
  );
  for (const payload of [JSON_LD_PAYLOAD, '"><script>window.__xss=1</script>']) {
    await visit(page, `/search?q=${enc(payload)}`);
    await shows(page.getByTestId("no-company-results"), `No companies match “${payload}”`);
    await expect(page.getByRole("searchbox")).toHaveValue(payload);
    expect(await page.title()).toContain(payload);
    await expectInert(page, "search");
    await visit(page, `/company/${enc(payload)}`);
    await expectInert(page, "company of an unknown slug");
  }
  // (In the browser only without ! ( ) ~ or spaces: React Router's form action for those differs
  // between server and client, a hydration warning with any such query string.)
  await visit(page, `/auth/login?redirectTo=${enc('"><script>window.__xss=1</script>')}`);
  await expectInert(page, "sign-in form with a redirect");
  // A javascript: redirect after signing in lands on the home page instead.
  await visit(page, `/auth/login?redirectTo=${enc("javascript:window.__xss=1")}`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await expectInert(page, "after sign-in");
});
