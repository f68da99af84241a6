import { CONTACT_TOPIC_OPTIONS, HELP_SECTIONS } from "@shared/content/help";
import { LOCALES } from "@shared/i18n";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as helpRoute from "~/routes/help/route";
import { ENGLISH, placeholders, type RouteModule, renderPage, TURKISH } from "./render";

/**
 * Issue 40: /help's questions, answers and contact form in the request's language, from its
 * section; English is shared/content/help.ts word for word, and a question's anchor stays the
 * same in every language.
 */
describe("the help section", () => {
  it("Turkish and Spanish fill every English key with the same placeholders, not English copies", () => {
    const english = SECTIONS.help.en;
    const keys = Object.keys(english).sort();
    // Every question, paragraph and link of the shared content has its key.
    const paragraphs = HELP_SECTIONS.flatMap((s) => s.questions.flatMap((q) => q.answer));
    expect(keys.length).toBeGreaterThan(paragraphs.length + CONTACT_TOPIC_OPTIONS.length);
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const words = SECTIONS.help[locale];
      expect(Object.keys(words).sort(), locale).toEqual(keys);
      for (const key of keys) {
        expect(words[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(words[key], `${locale} ${key}`).not.toBe(english[key]);
        expect(placeholders(words[key] as string), `${locale} ${key}`).toEqual(
          placeholders(english[key] as string),
        );
      }
    }
  });
});

describe("/help", () => {
  const route = helpRoute as unknown as RouteModule;
  const args = { path: "help", url: "/help" };

  it("Accept-Language: tr renders the questions, answers and contact form in Turkish", async () => {
    const page = await renderPage(route, { ...args, headers: TURKISH });
    expect(page.loaded.pageMessages?.section).toBe("help");
    const words = SECTIONS.help.tr;
    for (const key of [
      "help.intro",
      "faq.section.0",
      "faq.escalation.q",
      "faq.escalation.a1",
      "faq.invites.link",
      "contact.title",
      "contact.topic.privacy",
      "contact.send",
    ])
      expect(page.text).toContain(words[key]);
    expect(page.text).toContain("Yardım");
    expect(page.html).toContain('placeholder="En az 10 karakter"');
    // The anchors stay English, so /help#escalation opens the same question in every language.
    expect(page.html).toContain('id="escalation"');
    for (const english of ["Contact the UCK team", "What happens when a company does not answer?"])
      expect(page.text).not.toContain(english);
    expect(JSON.stringify(page.loaded)).not.toContain(SECTIONS.help.es["contact.send"]);
  });

  it("English renders shared/content/help.ts and the form word for word", async () => {
    const page = await renderPage(route, { ...args, headers: ENGLISH });
    expect(page.text).toContain(
      "Answers to the questions people ask most about UCK. Select a question to open it.",
    );
    for (const section of HELP_SECTIONS) {
      expect(page.text).toContain(section.title);
      for (const item of section.questions) {
        expect(page.text).toContain(item.question);
        for (const paragraph of item.answer) expect(page.text).toContain(paragraph);
        if (item.link) expect(page.text).toContain(item.link.label);
      }
    }
    for (const topic of CONTACT_TOPIC_OPTIONS) expect(page.text).toContain(topic.label);
    for (const words of [
      "Contact the UCK team",
      "Didn't find your answer? Write to us and we'll reply by e-mail.",
      "Choose a topic",
      "Send message",
    ])
      expect(page.text).toContain(words);
    expect(page.html).toContain('placeholder="At least 10 characters"');
  });
});
