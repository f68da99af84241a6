import { LOCALES } from "@shared/i18n";
import { MAIL_KIND_TEXT } from "@shared/mail-kinds";
import { userMutes } from "@worker/db/schema";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as profileRoute from "~/routes/profile/route";
import { createComplaint, createUser, db } from "../factories";
import { ENGLISH, placeholders, type RouteModule, renderPage, SPANISH, TURKISH } from "./render";

/**
 * Issue 40: the profile, a person's page, /my-complaints, /bookmarked, /notifications and
 * /unsubscribe speak the request's language from their own sections; English stays the texts
 * the pages had, word for word.
 */
const NAMES = ["profile", "person", "yours", "unsubscribe"] as const;

describe("the sections", () => {
  for (const name of NAMES) {
    it(`${name}: Turkish and Spanish fill every English key with the same placeholders`, () => {
      const english = SECTIONS[name].en as Record<string, string>;
      const keys = Object.keys(english).sort();
      expect(keys.length).toBeGreaterThan(5);
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        const words = SECTIONS[name][locale] as Record<string, string>;
        expect(Object.keys(words).sort(), `${name} ${locale}`).toEqual(keys);
        for (const key of keys) {
          expect(words[key]?.trim(), `${name} ${locale} ${key}`).toBeTruthy();
          expect(placeholders(words[key] as string), `${name} ${locale} ${key}`).toEqual(
            placeholders(english[key] as string),
          );
        }
      }
    });
  }

  it("the mail kinds' English is shared/mail-kinds.ts itself, so the mails and pages agree", () => {
    for (const [kind, text] of Object.entries(MAIL_KIND_TEXT)) {
      expect(SECTIONS.profile.en[`mailKind.${kind}` as "mailKind.company_responded"]).toBe(text);
      expect(SECTIONS.unsubscribe.tr[`mailKind.${kind}` as "mailKind.company_responded"]).not.toBe(
        text,
      );
    }
  });
});

const profile = profileRoute as unknown as RouteModule;

describe("/profile", () => {
  it("signed out: the prompt in Turkish, and English as it was", async () => {
    const turkish = await renderPage(profile, {
      path: "profile",
      url: "/profile",
      headers: TURKISH,
    });
    expect(turkish.loaded.pageMessages?.section).toBe("profile");
    expect(turkish.text).toContain("Profilinizi görmek için lütfen giriş yapın.");
    expect(turkish.text).not.toContain("Please sign in to view your profile.");
    const english = await renderPage(profile, {
      path: "profile",
      url: "/profile",
      headers: ENGLISH,
    });
    for (const words of [
      "Your profile",
      "Please sign in to view your profile.",
      "Login",
      "Register",
    ])
      expect(english.text).toContain(words);
  });

  it("signed in: the header, the tabs and the complaints in Turkish; English word for word", async () => {
    const { id } = await createUser({ name: "Ayşe Yılmaz" });
    await createComplaint({ userId: id });
    const args = { path: "profile", url: "/profile", userId: id };
    const turkish = await renderPage(profile, { ...args, headers: TURKISH });
    for (const words of [
      "Düzenle",
      "Çıkış Yap",
      "Toplam Etkileşim",
      "Dolu Kalp",
      "Şikâyetler (1)",
      "Takip Edilenler",
      "Davetler",
      "Ayarlar",
      "1 şikâyetten 1-1 arası gösteriliyor",
      "İlk UCK",
    ])
      expect(turkish.text).toContain(words);
    expect(turkish.text).toContain("Ayşe Yılmaz");
    for (const english of ["Sign Out", "Total Interactions", "Settings", "Showing 1-1"])
      expect(turkish.text).not.toContain(english);
    expect(JSON.stringify(turkish.loaded)).not.toContain(SECTIONS.profile.es["profile.signOut"]);

    const english = await renderPage(profile, { ...args, headers: ENGLISH });
    for (const words of [
      "Edit",
      "Sign Out",
      "Complaints",
      "Total Interactions",
      "Full Hearts",
      "Complaints (1)",
      "Following",
      "Invites",
      "Settings",
      "Showing 1-1 of 1 complaints",
      "First UCK",
    ])
      expect(english.text).toContain(words);
  });

  it("the Settings tab: the mail kinds and the data rights in Turkish and Spanish; English as it was", async () => {
    const { id } = await createUser();
    const args = { path: "profile", url: "/profile?tab=settings", userId: id };
    const turkish = await renderPage(profile, { ...args, headers: TURKISH });
    // A Turkish kind is its own clause, capitalised as a label.
    expect(turkish.text).toContain("Bir şirket şikâyetinize yanıt verdiğinde");
    expect(turkish.text).toContain("E-posta ayarlarını kaydet");
    expect(turkish.text).toContain("Verilerimi indir");
    expect(turkish.text).toContain("Günlük özette");
    expect(turkish.text).not.toContain(MAIL_KIND_TEXT.company_responded);

    const spanish = await renderPage(profile, { ...args, headers: SPANISH });
    expect(spanish.text).toContain("Cuando una empresa responde a tu queja");
    expect(spanish.text).toContain("Guardar ajustes de correo");

    const english = await renderPage(profile, { ...args, headers: ENGLISH });
    // A person who manages no company sees the kinds that are theirs.
    const kinds = (english.loaded as { mail?: { kinds: (keyof typeof MAIL_KIND_TEXT)[] } }).mail
      ?.kinds;
    expect(kinds?.length).toBeGreaterThan(3);
    for (const kind of kinds ?? []) expect(english.text).toContain(`When ${MAIL_KIND_TEXT[kind]}`);
    for (const words of [
      "Mail",
      "A daily digest gathers the day's mail into one mail, sent once a day from 07:00 UTC.",
      "At once",
      "In a daily digest",
      "Never",
      "Save mail settings",
      "Your data",
      "Download everything your account holds, or ask us to delete it.",
      "Download my data",
      "Delete my account",
    ])
      expect(english.text).toContain(words);
  });

  it("the Following and Invites tabs in Turkish; English as it was", async () => {
    const { id } = await createUser();
    const blocked = await createUser({ name: "Blocked Person" });
    await db.insert(userMutes).values({ userId: id, mutedUserId: blocked.id });
    const following = { path: "profile", url: "/profile?tab=following", userId: id };
    const turkish = await renderPage(profile, { ...following, headers: TURKISH });
    expect(turkish.text).toContain("Henüz hiçbir şirketi takip etmiyorsunuz.");
    expect(turkish.text).toContain("Engellenen kişiler (1)");
    expect(turkish.text).toContain("Engeli kaldır");
    expect(turkish.html).toContain('aria-label="Blocked Person için engeli kaldır"');
    const english = await renderPage(profile, { ...following, headers: ENGLISH });
    for (const words of [
      "Companies (0)",
      "You are not following any company yet.",
      "People (0)",
      "Blocked people (1)",
      "Unblock",
    ])
      expect(english.text).toContain(words);
    expect(english.html).toContain('aria-label="Unblock Blocked Person"');

    const invites = { path: "profile", url: "/profile?tab=invites", userId: id };
    const turkishInvites = await renderPage(profile, { ...invites, headers: TURKISH });
    expect(turkishInvites.text).toContain("Davet bağlantınız");
    expect(turkishInvites.text).toContain("0/10 arkadaş katıldı");
    const englishInvites = await renderPage(profile, { ...invites, headers: ENGLISH });
    for (const words of [
      "Your invite link",
      "Friends who register through this link count towards your goal.",
      "Invite a friend by e-mail",
      "Send invite",
      "Become an UCK Legend",
      "0/10 friends joined",
      "Joined friends (0)",
      "No friend has joined yet. Share your link to get started.",
    ])
      expect(englishInvites.text).toContain(words);
  });
});
