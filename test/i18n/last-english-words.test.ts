import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { EscalationClock } from "~/components/company/status-badges";
import { failureOf } from "~/components/profile/profile-failures";
import { createI18n } from "~/i18n/i18n";
import { sayToast } from "~/i18n/say.server";
import { SECTIONS } from "~/i18n/sections.server";
import { FOLLOW_FAILED, GENERIC_FAILED_LINE, sayToastWith } from "~/i18n/toast-words";
import { failure } from "~/routes/company/failures";
import * as invite from "~/routes/invite.$userId";
import * as press from "~/routes/press.$slug";
import { db } from "../factories";
import { ORIGIN } from "../harness/app";
import { i18nData, renderWithWords, rootWire, wordsOf } from "./render";

/**
 * Issue 40's last English words, said without a request: the common words and the browser's own
 * failures from the page's words, the 404 <title> of an unknown invitation and press release, and
 * a short duration on a page without a duration section: Turkish (and Spanish) for their readers,
 * the same English word for word as before. The route kit's answers are in
 * last-english-toasts.test.ts.
 */

describe("the common words", () => {
  it("are said in the page's language from their keys, and stay English word for word", () => {
    expect(sayToast("en", FOLLOW_FAILED)).toEqual({
      title: "Error",
      description: "Failed to update follow status. Please try again.",
    });
    expect(sayToast("tr", FOLLOW_FAILED)).toEqual({
      title: "Hata",
      description: "Takip durumu güncellenemedi. Lütfen tekrar deneyin.",
    });
    expect(sayToast("en", GENERIC_FAILED_LINE)).toEqual({
      title: "Something went wrong. Please try again.",
    });
    expect(sayToast("es", GENERIC_FAILED_LINE).title).toBe("Algo ha fallado. Inténtalo de nuevo.");
    // Free text without words (a person's own, a provider's answer) is shown as written.
    const other = { title: "Error updating profile", description: "An unexpected error occurred" };
    expect(sayToast("tr", other)).toEqual(other);
  });
});

describe("the browser's own failures (a request that never reached the server)", () => {
  /** A page's `t`: the root catalogue and its section in `locale`. */
  const pageSay = (locale: "en" | "tr", section?: Record<string, string>) =>
    createI18n({ ...i18nData(locale), messages: { ...i18nData(locale).messages, ...section } }).t;

  it("are said from the page's words, and stay English word for word", () => {
    // The company page: its clientAction's follow, claim and generic failures.
    const company = SECTIONS.company;
    for (const intent of ["follow", "claim", "respond"]) {
      const { words: _words, ...english } = failure(intent);
      expect(sayToastWith(pageSay("en", company.en), failure(intent))).toEqual(english);
    }
    expect(sayToastWith(pageSay("tr", company.tr), failure("claim"))).toEqual({
      title: "Hata",
      description: "Sahiplenme talebi gönderilemedi. Lütfen yeniden deneyin.",
    });
    expect(sayToastWith(pageSay("tr"), failure("follow")).description).toBe(
      "Takip durumu güncellenemedi. Lütfen tekrar deneyin.",
    );
    // The profile: an update's and the mail settings' failures.
    const profile = SECTIONS.profile;
    for (const intent of ["update-profile", "mail-settings"]) {
      const { words: _words, ...english } = failureOf(intent);
      expect(sayToastWith(pageSay("en", profile.en), failureOf(intent))).toEqual(english);
    }
    expect(sayToastWith(pageSay("tr", profile.tr), failureOf("mail-settings"))).toEqual({
      title: "E-posta ayarları kaydedilmedi",
      description: "Seçimleriniz sayfada duruyor. Lütfen tekrar deneyin.",
    });
  });
});

describe("the 404 <title> of an unknown invitation and an unknown press release", () => {
  /** The root match a meta function reads the page's language and catalogue from. */
  const root = (locale: "en" | "tr") => ({
    id: "root",
    // As the root loader sends it: the head's words with the page (app/i18n/i18n.tsx).
    data: { i18n: rootWire(locale), origin: ORIGIN },
  });
  const titleOf = (tags: unknown[]) =>
    (tags.find((tag) => typeof tag === "object" && tag && "title" in tag) as { title: string })
      .title;
  /** The thrown 404 as React Router hands it to `meta` (an ErrorResponse). */
  const notFound = (data: unknown) => ({
    status: 404,
    statusText: "Not Found",
    internal: false,
    data,
  });

  it("are said in the page's language, and stay English word for word", async () => {
    const path = "/invite/nobody-at-all";
    /** The invitation's loader for an unknown person: the 404 it throws, with what it says. */
    const thrown = async (locale: "en" | "tr") => {
      const context = { db, locale, user: null };
      const loader = invite.loader as unknown as (args: unknown) => Promise<unknown>;
      const answer = await loader({ params: { userId: "nobody-at-all" }, context }).catch(
        (error: unknown) => error,
      );
      const { data, init } = answer as { data: unknown; init: { status: number } };
      expect(init.status).toBe(404);
      return data;
    };
    const inviteMeta = invite.meta as unknown as (args: unknown) => unknown[];
    const args = (locale: "en" | "tr", data: unknown) => ({
      data: undefined,
      params: { userId: "nobody-at-all" },
      matches: [root(locale)],
      error: notFound(data),
      location: { pathname: path },
    });
    expect(titleOf(inviteMeta(args("tr", await thrown("tr"))))).toBe("Davet · UCK");
    expect(titleOf(inviteMeta(args("en", await thrown("en"))))).toBe("Invitation · UCK");

    const pressMeta = press.meta as unknown as (args: unknown) => unknown[];
    const pressArgs = (locale: "en" | "tr") => ({
      data: undefined,
      params: { slug: "nothing" },
      matches: [root(locale)],
      error: notFound(null),
      location: { pathname: "/press/nothing" },
    });
    expect(titleOf(pressMeta(pressArgs("tr")))).toBe("Sayfa bulunamadı · UCK");
    expect(titleOf(pressMeta(pressArgs("en")))).toBe("Page not found · UCK");
  });
});

describe("a short duration on a page without a duration section", () => {
  const minute = 60_000;

  it("is the card's escalation clock in the page's language", async () => {
    const now = Date.now();
    const createdAt = now - ESCALATION_WINDOW_MS + 44 * minute;
    const clock = createElement(EscalationClock, { createdAt, now });
    const turkish = wordsOf(await renderWithWords(clock, { locale: "tr" }));
    expect(turkish).toContain("Yanıt gelmezse 44 dk içinde üst merciye taşınacak");
    const english = wordsOf(await renderWithWords(clock, { locale: "en" }));
    expect(english).toContain("Escalates in 44m without a response");
  });
});
