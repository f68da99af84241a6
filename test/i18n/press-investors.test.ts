import { PRESS_ARTICLES } from "@shared/content/press";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as investorsRoute from "~/routes/investor-center";
import * as pressRoute from "~/routes/press.$slug";
import * as pressMediaRoute from "~/routes/press-media";
import { ENGLISH, type RouteModule, renderPage, SPANISH, TURKISH } from "./render";

/**
 * Issue 40: the press room, a press release and the investor center in the request's language.
 * The releases are published in English: their text stays, and the page says so in Turkish and
 * Spanish (never in English).
 */
const article = PRESS_ARTICLES[0] as (typeof PRESS_ARTICLES)[number];
const release = (headers: Record<string, string>) =>
  renderPage(pressRoute as unknown as RouteModule, {
    path: "press/:slug",
    url: `/press/${article.slug}`,
    params: { slug: article.slug },
    headers,
  });
const room = (headers: Record<string, string>) =>
  renderPage(pressMediaRoute as unknown as RouteModule, {
    path: "press-media",
    url: "/press-media",
    headers,
  });
const investors = (headers: Record<string, string>) =>
  renderPage(investorsRoute as unknown as RouteModule, {
    path: "investor-center",
    url: "/investor-center",
    headers,
  });

describe("the press pages", () => {
  it("Turkish: the room's words, categories and date are Turkish; the releases say they are English", async () => {
    const page = await room(TURKISH);
    const tr = SECTIONS.press.tr;
    for (const key of ["press.title", "press.releases", "press.media.title", "press.read"] as const)
      expect(page.text).toContain(tr[key]);
    expect(page.text).toContain(tr["press.inEnglish"]);
    expect(page.text).toContain(tr[`press.category.${article.category}`]);
    expect(page.text).toContain(article.title);
    expect(page.text).not.toContain("Read Article");
    const one = await release(TURKISH);
    expect(one.text).toContain(tr["press.backToInvestors"]);
    expect(one.text).toContain(tr["press.cta.button"]);
    expect(one.text).toContain(tr["press.inEnglish"]);
    expect(one.html).toContain('lang="en"');
    expect(one.text).toContain(article.paragraphs[0]);
    expect(one.text).not.toContain("File a complaint");
  });

  it("Spanish names the release's month in Spanish", async () => {
    const page = await release(SPANISH);
    expect(page.text).toContain(SECTIONS.press.es["press.about.title"]);
    expect(page.text).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
  });

  it("English stays word for word and says nothing about the language", async () => {
    const page = await room(ENGLISH);
    for (const words of [
      "Press & Media",
      "Newsroom",
      "The latest news from UCK, the public home for customer complaints.",
      "Read Article",
      "Interviews, statements, figures and background for journalists.",
      article.readTime,
      article.category,
    ])
      expect(page.text).toContain(words);
    expect(page.html).toContain(
      `aria-label="Read Article: ${article.title.replaceAll("'", "&#x27;")}"`,
    );
    expect(page.text).not.toContain(SECTIONS.press.en["press.inEnglish"]);
    const one = await release(ENGLISH);
    expect(one.text).toMatch(/\d{1,2} [A-Z][a-z]+ 2024/);
    for (const words of [
      "Back to Investor Center",
      "Had a bad experience with a company?",
      "It is free for consumers. Media inquiries: ",
      "More news from the press room",
    ])
      expect(one.text).toContain(words);
  });
});

describe("the investor center", () => {
  it("Turkish: the pitch, the table's words and the calls are Turkish; the figures stay", async () => {
    const page = await investors(TURKISH);
    const tr = SECTIONS.investors.tr;
    for (const key of [
      "investors.heading",
      "investors.letter.p2",
      "investors.financials.region",
      "investors.financials.us.source",
      "investors.launch",
      "investors.launch.call",
    ] as const)
      expect(page.text).toContain(tr[key]);
    expect(page.text).toContain("$338B");
    expect(page.text).not.toContain("Ready to Launch?");
  });

  it("English stays word for word", async () => {
    const page = await investors(ENGLISH);
    for (const words of [
      "The world's complaint desk is built. It needs an owner.",
      "Ready to Launch?",
      "Annual complaints",
      "CFPB / BBB annual reports (estimate)",
      "UK ombudsman schemes / ECC-Net reports (estimate)",
      "Book a 15-minute pitch call",
      "Dear future owner,",
    ])
      expect(page.text).toContain(words);
  });
});
