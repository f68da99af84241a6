import { GUARANTEES } from "@shared/content/guarantees";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as guaranteesRoute from "~/routes/guarantees";
import { ENGLISH, type RouteModule, renderPage, SPANISH, TURKISH } from "./render";

/**
 * Issue 40: /guarantees in the request's language, from its section. English is
 * shared/content/guarantees.ts word for word; the backing tests' files and names stay as the
 * code names them, in every language.
 */
const route = guaranteesRoute as unknown as RouteModule;
const args = { path: "guarantees", url: "/guarantees" };
const firstTest = GUARANTEES[0]?.tests[0];

describe("/guarantees", () => {
  it("every promise and paragraph of the shared content has its key, and English is it", () => {
    const english = SECTIONS.guarantees.en;
    for (const guarantee of GUARANTEES) {
      expect(english[`promise.${guarantee.id}`]).toBe(guarantee.promise);
      guarantee.details.forEach((detail, n) => {
        expect(english[`detail.${guarantee.id}.${n + 1}`]).toBe(detail);
      });
    }
  });

  it("Accept-Language: tr renders the promises in Turkish and the tests as named", async () => {
    const page = await renderPage(route, { ...args, headers: TURKISH });
    expect(page.loaded.pageMessages?.section).toBe("guarantees");
    const words = SECTIONS.guarantees.tr;
    for (const key of [
      "guarantees.title",
      "guarantees.intro",
      "promise.refund-conditions",
      "detail.you-hear.2",
      "guarantees.testOne",
      "guarantees.agreement",
    ])
      expect(page.text).toContain(words[key]);
    for (const guarantee of GUARANTEES) expect(page.text).not.toContain(guarantee.promise);
    expect(page.text).toContain(firstTest?.name);
    expect(page.text).toContain(firstTest?.file);
  });

  it("Spanish renders Spanish; English renders the shared content word for word", async () => {
    const spanish = await renderPage(route, { ...args, headers: SPANISH });
    expect(spanish.text).toContain(SECTIONS.guarantees.es["promise.you-hear"]);
    const english = await renderPage(route, { ...args, headers: ENGLISH });
    expect(english.text).toContain("What UCK guarantees complainants");
    for (const guarantee of GUARANTEES) {
      expect(english.text).toContain(guarantee.promise);
      for (const detail of guarantee.details) expect(english.text).toContain(detail);
    }
    expect(english.text).toContain(
      "The rules for what may be posted are in the User Agreement; how company numbers are computed is on the methodology page.",
    );
  });
});
