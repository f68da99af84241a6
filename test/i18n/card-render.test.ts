import { tr } from "@shared/messages/tr/root";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/catalogue.server";
import { commonToast } from "~/i18n/common-toast";
import { createI18n } from "~/i18n/i18n";
import * as homeRoute from "~/routes/home";
import { createComplaint, createUser } from "../factories";
import { ENGLISH, i18nData, type RouteModule, renderPage, TURKISH } from "./render";

/**
 * Issue 40: the complaint card is on nearly every page, so its menu, dialogs, uck button and
 * list words come with the root catalogue, in the page's language; English word for word as the
 * card-actions journeys read it. Rendered as a page without JavaScript shows it (the menu's
 * forms, the dialogs in the page for invoker commands).
 */
const route = homeRoute as unknown as RouteModule;
const home = { path: "", url: "/" };

describe("the card on the home page", () => {
  it("Turkish menu, dialogs and uck button for a Turkish visitor; English as it was", async () => {
    await createComplaint();
    const viewer = await createUser();
    const turkish = await renderPage(route, { ...home, headers: TURKISH, userId: viewer.id });
    for (const key of [
      "card.actions",
      "card.save",
      "card.share",
      "card.copyLink",
      "card.report",
      "card.blockUser",
      "member.reportTitle",
      "member.reportText",
      "member.reportSubmit",
      "member.reasonHint",
      "ui.cancel",
      "ui.close",
      "member.block",
    ] as const) {
      expect(turkish.html, key).toContain(tr[key].replaceAll("'", "&#x27;"));
    }
    expect(turkish.html).toContain("bu şikâyete uck ver");
    expect(turkish.text).not.toContain("Complaint actions");
    expect(turkish.text).not.toContain("Copy link");
    expect(turkish.html).not.toContain("Submit report");

    const english = await renderPage(route, { ...home, headers: ENGLISH, userId: viewer.id });
    for (const words of [
      'aria-label="Complaint actions"',
      "Copy link",
      "Report this complaint",
      "Tell the moderators what is wrong with it. Reports are private.",
      "Submit report",
      "Block user",
      "Their complaints will be hidden from you.",
      ", Uck this complaint",
    ]) {
      expect(english.html, words).toContain(words);
    }
  });
});

describe("the failures the browser says itself", () => {
  const turkish = createI18n(i18nData("tr"));
  const english = createI18n(i18nData("en"));
  it("a card action that never reached the server is said from the root catalogue", () => {
    const failed = { title: "Error", description: "Failed to delete complaint. Please try again." };
    expect(commonToast(failed, turkish.t)).toEqual({
      title: tr["ui.error"],
      description: tr["member.deleteFailed"],
    });
    expect(commonToast(failed, english.t)).toEqual(failed);
    const generic = { title: "Error", description: "Something went wrong. Please try again." };
    expect(commonToast(generic, turkish.t).description).toBe(tr["error.generic"]);
    // An answer the server already said in the page's language stays as it is.
    const said = { title: "Hata", description: tr["member.followFailed"] };
    expect(commonToast(said, turkish.t)).toEqual(said);
  });
});

describe("a visitor's page carries no signed-in person's words", () => {
  it("the root catalogue without the member words, with everything a visitor's card says", () => {
    for (const locale of ["en", "tr", "es"] as const) {
      const visitor = catalogueFor(locale, { member: false });
      const member = catalogueFor(locale);
      const left = Object.keys(member).filter((key) => !(key in visitor));
      expect(left.length).toBeGreaterThan(20);
      expect(left.every((key) => key.startsWith("member."))).toBe(true);
      expect(visitor["card.actions"]).toBe(member["card.actions"]);
      expect(visitor["uck.signIn"]).toBe(member["uck.signIn"]);
    }
  });
});
