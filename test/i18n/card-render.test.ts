import { cardActionsTr } from "@shared/messages/tr/card-actions";
import { tr } from "@shared/messages/tr/root";
import { unpackWords } from "@shared/messages/wire";
import { describe, expect, it } from "vitest";
import { catalogueFor, catalogueScript } from "~/i18n/catalogue.server";
import { createI18n } from "~/i18n/i18n";
import { DELETE_FAILED, GENERIC_FAILED, sayToastWith } from "~/i18n/toast-words";
import * as actionsPageRoute from "~/routes/complaint-actions/route";
import * as homeRoute from "~/routes/home";
import { createComplaint, createUser } from "../factories";
import { ENGLISH, i18nData, type RouteModule, renderPage, TURKISH } from "./render";

/**
 * Issue 40: the complaint card is on nearly every page, so its menu, dialogs, uck button and
 * list words come with the root catalogue, in the page's language; English word for word as the
 * card-actions journeys read it. Rendered as a page without JavaScript shows it: the card's menu
 * button is a link to the card's actions page (decision 071), which holds the menu's actions and
 * the dialogs' forms in the same words.
 */
const route = homeRoute as unknown as RouteModule;
const actionsRoute = actionsPageRoute as unknown as RouteModule;
const home = { path: "", url: "/" };

describe("the card on the home page and its actions page", () => {
  it("Turkish menu button, actions and uck button for a Turkish reader; English as it was", async () => {
    const { id } = await createComplaint();
    const viewer = await createUser();
    const turkish = await renderPage(route, { ...home, headers: TURKISH, userId: viewer.id });
    expect(turkish.html).toContain(
      `href="/complaint/${id}/actions?back=%2F" rel="nofollow" aria-label="${tr["card.actions"]}"`,
    );
    expect(turkish.html).toContain("bu şikâyete uck ver");
    expect(turkish.text).not.toContain("Complaint actions");

    const actions = {
      path: "complaint/:id/actions",
      url: `/complaint/${id}/actions?back=%2F`,
      params: { id },
      userId: viewer.id,
    };
    const page = await renderPage(actionsRoute, { ...actions, headers: TURKISH });
    for (const key of [
      "card.actions",
      "card.save",
      "card.share",
      "card.blockUser",
      "member.reportTitle",
      "member.reportText",
      "member.reportSubmit",
      "member.reasonHint",
      "member.block",
    ] as const) {
      expect(page.html, key).toContain(tr[key].replaceAll("'", "&#x27;"));
    }
    expect(page.text).toContain(cardActionsTr.linkLabel);
    expect(page.text).not.toContain("Submit report");

    const english = await renderPage(actionsRoute, { ...actions, headers: ENGLISH });
    for (const words of [
      "Complaint actions",
      "This complaint's link, to copy",
      "Report this complaint",
      "Tell the moderators what is wrong with it. Reports are private.",
      "Submit report",
      "Block user",
      "Their complaints will be hidden from you.",
    ]) {
      expect(english.text, words).toContain(words);
    }
  });
});

describe("a long text's Read more", () => {
  it("is the page's language, not English", async () => {
    const text = `Turkish long text ${crypto.randomUUID()}: ${"the parcel never came. ".repeat(10)}`;
    const { id } = await createComplaint({ text });
    const turkish = await renderPage(route, { ...home, headers: TURKISH });
    // The card is there, cut, with its button in Turkish.
    expect(turkish.html).toContain(`data-complaint-id="${id}"`);
    expect(turkish.text).toContain(tr["card.readMore"]);
    expect(turkish.text).not.toContain("Read more");
    const english = await renderPage(route, { ...home, headers: ENGLISH });
    expect(english.text).toContain("Read more");
  });
});

describe("the failures the browser says itself", () => {
  const turkish = createI18n(i18nData("tr"));
  const english = createI18n(i18nData("en"));
  it("a card action that never reached the server is said from the root catalogue", () => {
    expect(sayToastWith(turkish.t, DELETE_FAILED)).toEqual({
      title: tr["ui.error"],
      description: tr["member.deleteFailed"],
    });
    expect(sayToastWith(english.t, DELETE_FAILED)).toEqual({
      title: "Error",
      description: "Failed to delete complaint. Please try again.",
    });
    expect(sayToastWith(turkish.t, GENERIC_FAILED).description).toBe(tr["error.generic"]);
    // An answer the server already said (it carries no words) stays as it is.
    const said = { title: "Hata", description: tr["member.followFailed"] };
    expect(sayToastWith(turkish.t, said)).toEqual(said);
  });
});

describe("the catalogue's script", () => {
  it("carries the whole root catalogue of its language, at an address that changes with it", () => {
    for (const locale of ["en", "tr", "es"] as const) {
      const script = catalogueScript(locale);
      expect(script.src).toMatch(new RegExp(`^/words/${locale}\\.[0-9a-z]+\\.js$`));
      // What the script sets on self.__uckWords[locale] (workerd runs no code from strings).
      const set = /^\(self\.__uckWords=self\.__uckWords\|\|\{\}\)\[("\w+")\]=(".*");$/s.exec(
        script.body,
      );
      expect(JSON.parse(set?.[1] ?? "null")).toBe(locale);
      expect(unpackWords(JSON.parse(set?.[2] ?? '""'))).toEqual(catalogueFor(locale));
    }
    expect(catalogueScript("tr").src).not.toBe(catalogueScript("es").src);
  });
});
