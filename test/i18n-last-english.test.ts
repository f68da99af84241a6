import { env } from "cloudflare:test";
import { formatDuration } from "@shared/duration";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { companySlug } from "@shared/slug";
import { profiles } from "@worker/db/schema";
import { readFlash } from "@worker/http/flash";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { EscalationClock } from "~/components/company/status-badges";
import { catalogueFor } from "~/i18n/catalogue.server";
import { commonToast } from "~/i18n/common-toast";
import { commonToastIn } from "~/i18n/common-toast.server";
import { shortDuration } from "~/i18n/duration";
import { fill, toWire } from "~/i18n/i18n";
import { SECTIONS } from "~/i18n/sections.server";
import { companyToast, failure } from "~/routes/company/failures";
import * as invite from "~/routes/invite.$userId";
import * as press from "~/routes/press.$slug";
import { failureOf, profileToast } from "~/routes/profile/failures";
import { createCompany, createUser, db } from "./factories";
import { FaultPlan, faultyEnv } from "./faults/failing-bindings";
import { type Answer, fetchApp, ORIGIN, post } from "./harness/app";
import { account, ENGLISH, type Toast, TURKISH, toastOf } from "./i18n-refusals-kit";
import { i18nData, renderWithWords, wordsOf } from "./i18n-render";

/**
 * Issue 40's last English words: the route kit's sign-in and failure toasts that were English
 * constants (a person's follow, notifications, the profile, the company page, the auth pages)
 * reach a Turkish reader in Turkish, and an English reader word for word as before.
 */

/**
 * A request through the app in production mode with the calls on `table` (default: every write)
 * failing: the action's handler throws, so the kit answers its failure.
 */
const failing = (request: Request, table?: string) =>
  fetchApp(request, {
    mode: "production",
    env: faultyEnv(
      env,
      new FaultPlan().failWhen(
        table ? { target: new RegExp(`"${table}"`) } : { op: /^d1\.(run|batch)$/ },
      ),
    ),
  });

const flashOf = (answer: Answer) =>
  readFlash(new Request(ORIGIN, { headers: { Cookie: answer.cookies.join("; ") } }));

const errorOf = (answer: Answer) => (answer.body as { error?: string }).error;

async function usernameOf(id: string) {
  const [row] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.username ?? "";
}

describe("the common words", () => {
  it("are said in the page's language and stay English word for word", () => {
    const english: Toast = {
      title: "Error",
      description: "Failed to update follow status. Please try again.",
    };
    expect(commonToastIn("en", english)).toEqual(english);
    expect(commonToastIn("tr", english)).toEqual({
      title: "Hata",
      description: "Takip durumu güncellenemedi. Lütfen tekrar deneyin.",
    });
    const generic = { title: "Something went wrong. Please try again." };
    expect(commonToastIn("en", generic)).toEqual(generic);
    expect(commonToastIn("es", generic).title).toBe("Algo ha fallado. Inténtalo de nuevo.");
    // Words it does not know stay as written; a catalogue without a key keeps the English.
    const other = { title: "Error updating profile", description: "An unexpected error occurred" };
    expect(commonToastIn("tr", other)).toEqual(other);
    expect(commonToast(english, (key) => key)).toEqual(english);
  });
});

describe("the browser's own failures (a request that never reached the server)", () => {
  // What a page's `or` does: its section's word, else the English.
  const or =
    (words: Record<string, string> | undefined) =>
    (key: string, english: string): string =>
      words?.[key] ?? english;
  const rootTr = (key: string) => commonToastIn("tr", { title: key }).title;

  it("are said from the page's words, and stay English word for word", () => {
    // The company page: its clientAction's follow, claim and generic failures.
    const company = SECTIONS.company;
    for (const intent of ["follow", "claim", "respond"]) {
      const english = failure(intent);
      expect(commonToast(companyToast(or(company.en), english), (k) => k)).toEqual(english);
    }
    expect(commonToastIn("tr", companyToast(or(company.tr), failure("claim")))).toEqual({
      title: "Hata",
      description: "Sahiplenme talebi gönderilemedi. Lütfen yeniden deneyin.",
    });
    expect(commonToastIn("tr", failure("follow")).description).toBe(
      "Takip durumu güncellenemedi. Lütfen tekrar deneyin.",
    );
    expect(rootTr("Error")).toBe("Hata");
    // The profile: an update's and the mail settings' failures; a page without the profile
    // section (a person's page, for Unblock) keeps the English.
    const profile = SECTIONS.profile;
    for (const intent of ["update-profile", "mail-settings"]) {
      const english = failureOf(intent);
      expect(profileToast(or(profile.en), english)).toEqual(english);
      expect(profileToast(or(undefined), english)).toEqual(english);
    }
    expect(profileToast(or(profile.tr), failureOf("mail-settings"))).toEqual({
      title: "E-posta ayarları kaydedilmedi",
      description: "Seçimleriniz sayfada duruyor. Lütfen tekrar deneyin.",
    });
  });
});

describe("a person's follow", () => {
  it("asks a visitor to sign in in Turkish, and in the same English as before", async () => {
    const person = await createUser();
    const path = `/u/${await usernameOf(person.id)}`;
    const turkish = await fetchApp(post(path, { form: { intent: "follow" } }, null, TURKISH));
    expect(turkish.status).toBe(401);
    expect(toastOf(turkish)).toEqual({
      title: "Giriş yapmanız gerekiyor",
      description: "Kişileri takip etmek için lütfen giriş yapın.",
    });
    const english = await fetchApp(post(path, { form: { intent: "follow" } }, null, ENGLISH));
    expect(toastOf(english)).toEqual({
      title: "Authentication required",
      description: "Please sign in to follow people.",
    });
  });

  it("says its failure in Turkish, and in the same English as before", async () => {
    const person = await createUser();
    const path = `/u/${await usernameOf(person.id)}`;
    const me = await account();
    const turkish = await failing(post(path, { form: { intent: "follow" } }, me.cookie, TURKISH));
    expect(turkish.status).toBe(500);
    expect(toastOf(turkish)).toEqual({
      title: "Hata",
      description: "Takip durumu güncellenemedi. Lütfen tekrar deneyin.",
    });
    const english = await failing(post(path, { form: { intent: "follow" } }, me.cookie, ENGLISH));
    expect(toastOf(english)).toEqual({
      title: "Error",
      description: "Failed to update follow status. Please try again.",
    });
    // A form the page never sends answers the same failure, in the reader's language.
    const odd = await fetchApp(post(path, { form: { intent: "poke" } }, me.cookie, TURKISH));
    expect(toastOf(odd)?.title).toBe("Hata");
  });
});

describe("notifications", () => {
  it("asks a visitor to sign in and says a failure in Turkish; English is unchanged", async () => {
    const form = { form: { intent: "read-all" } };
    const visitor = await fetchApp(post("/notifications", form, null, TURKISH));
    expect(toastOf(visitor)).toEqual({
      title: "Bildirimlerinizi görmek için lütfen giriş yapın.",
    });
    const visitorEn = await fetchApp(post("/notifications", form, null, ENGLISH));
    expect(toastOf(visitorEn)).toEqual({ title: "Please sign in to see your notifications." });

    const me = await account();
    const turkish = await failing(
      post("/notifications", form, me.cookie, TURKISH),
      "notifications",
    );
    expect(toastOf(turkish)).toEqual({ title: "Bir şeyler ters gitti. Lütfen yeniden deneyin." });
    const english = await failing(
      post("/notifications", form, me.cookie, ENGLISH),
      "notifications",
    );
    expect(toastOf(english)).toEqual({ title: "Something went wrong. Please try again." });
  });
});

describe("the profile", () => {
  it("asks a visitor to sign in and says a failure in Turkish; English is unchanged", async () => {
    const form = { form: { intent: "mail-settings" } };
    const visitor = await fetchApp(post("/profile", form, null, TURKISH));
    expect(toastOf(visitor)).toEqual({
      title: "Profilinizi güncellemek için giriş yapmalısınız",
    });
    const visitorEn = await fetchApp(post("/profile", form, null, ENGLISH));
    expect(toastOf(visitorEn)).toEqual({ title: "You must be logged in to update your profile" });

    const me = await account();
    const unknown = { form: { intent: "poke" } };
    const turkish = await fetchApp(post("/profile", unknown, me.cookie, TURKISH));
    expect(toastOf(turkish)).toEqual({
      title: "Profil güncellenemedi",
      description: "Beklenmeyen bir hata oluştu",
    });
    const english = await fetchApp(post("/profile", unknown, me.cookie, ENGLISH));
    expect(toastOf(english)).toEqual({
      title: "Error updating profile",
      description: "An unexpected error occurred",
    });
  });
});

describe("the company page", () => {
  it("says a follow's and a claim's failure in Turkish; English is unchanged", async () => {
    const company = await createCompany();
    const path = `/company/${companySlug(company.name)}`;
    const me = await account();
    const follow = { form: { intent: "follow" } };
    const turkish = await failing(post(path, follow, me.cookie, TURKISH));
    expect(toastOf(turkish)).toEqual({
      title: "Hata",
      description: "Takip durumu güncellenemedi. Lütfen tekrar deneyin.",
    });
    const english = await failing(post(path, follow, me.cookie, ENGLISH));
    expect(toastOf(english)).toEqual({
      title: "Error",
      description: "Failed to update follow status. Please try again.",
    });

    const domain = new URL(`https://${companySlug(company.name)}.example`).hostname;
    const claim = { form: { intent: "claim", email: `ops@${domain}`, domain } };
    const claimTr = await failing(post(path, claim, me.cookie, TURKISH));
    expect(toastOf(claimTr)).toEqual({
      title: "Hata",
      description: "Sahiplenme talebi gönderilemedi. Lütfen yeniden deneyin.",
    });
    const claimEn = await failing(post(path, claim, me.cookie, ENGLISH));
    expect(toastOf(claimEn)).toEqual({
      title: "Error",
      description: "Failed to submit claim request. Please try again.",
    });
  });
});

describe("the help page", () => {
  it("says a contact message's failure in Turkish; English is unchanged", async () => {
    const form = {
      form: {
        intent: "contact",
        name: "Ada",
        email: "ada@example.com",
        topic: "other",
        message: "A question that is long enough to be sent.",
      },
    };
    const turkish = await failing(post("/help", form, null, TURKISH));
    expect(toastOf(turkish)).toEqual({ title: "Bir şeyler ters gitti. Lütfen yeniden deneyin." });
    const english = await failing(post("/help", form, null, ENGLISH));
    expect(toastOf(english)).toEqual({ title: "Something went wrong. Please try again." });
  });
});

describe("the auth pages", () => {
  it("say a mail link's failure in Turkish in place; English is unchanged", async () => {
    const me = await createUser();
    const [row] = await db.query.users.findMany({ where: (u, { eq: is }) => is(u.id, me.id) });
    const form = { form: { intent: "forgot", email: row?.email ?? "" } };
    const turkish = await failing(
      post("/auth/forgot-password", form, null, TURKISH),
      "rate_limits",
    );
    expect(errorOf(turkish)).toBe("Bir şeyler ters gitti. Lütfen yeniden deneyin.");
    const english = await failing(
      post("/auth/forgot-password", form, null, ENGLISH),
      "rate_limits",
    );
    expect(errorOf(english)).toBe("Something went wrong. Please try again.");
  });

  it("say sign-out's failure in Turkish; English is unchanged", async () => {
    const me = await account();
    const kvFails = () => faultyEnv(env, new FaultPlan().failWhen({ op: /^kv\.delete$/ }));
    const out = (headers: Record<string, string>) =>
      fetchApp(post("/auth/logout", { form: {} }, me.cookie, headers), {
        mode: "production",
        env: kvFails(),
      });
    const turkish = await out(TURKISH);
    expect(turkish.location).toBe("/");
    expect(flashOf(turkish)).toMatchObject({
      title: "Oturum kapatılamadı",
      description: "Oturum kapatılırken bir hata oluştu",
    });
    const english = await out(ENGLISH);
    expect(flashOf(english)).toMatchObject({
      title: "Error signing out",
      description: "An error occurred during sign-out",
    });
  });
});

describe("the 404 <title> of an unknown invitation and an unknown press release", () => {
  /** The root match a meta function reads the page's language and catalogue from. */
  const root = (locale: "en" | "tr") => ({
    id: "root",
    // As the root loader sends it: the catalogue as one JSON text (app/i18n/i18n.tsx).
    data: { i18n: toWire(i18nData(locale)), origin: ORIGIN },
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
  const tIn =
    (locale: "en" | "tr" | "es") => (key: string, values?: Record<string, string | number>) =>
      fill((catalogueFor(locale) as Record<string, string>)[key] ?? key, values);
  const minute = 60_000;
  const spans = [0, 44 * minute, 3 * 60 * minute, 200 * minute, 24 * 60 * minute, 50 * 60 * minute];

  it("is the same English as before, and Turkish and Spanish from the root units", () => {
    for (const ms of spans) expect(shortDuration(tIn("en"), ms)).toBe(formatDuration(ms));
    expect(shortDuration(tIn("tr"), 44 * minute)).toBe("44 dk");
    expect(shortDuration(tIn("tr"), 200 * minute)).toBe("3 sa 20 dk");
    expect(shortDuration(tIn("tr"), 50 * 60 * minute)).toBe("2 gün 2 sa");
    expect(shortDuration(tIn("es"), 3 * 60 * minute)).toBe("3 h");
    expect(shortDuration(tIn("es"), 44 * minute)).toBe("44 min");
  });

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
