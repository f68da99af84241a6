import { profiles } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as notificationsRoute from "~/routes/notifications/route";
import * as personRoute from "~/routes/u.$username";
import * as unsubscribeRoute from "~/routes/unsubscribe";
import * as yourFeedRoute from "~/routes/your-feed";
import { createUser, db } from "../factories";
import { ENGLISH, type RouteModule, renderPage, TURKISH } from "./render";

/**
 * Issue 40: a person's page, /my-complaints, /bookmarked, /notifications and /unsubscribe speak
 * the request's language from their own sections; English stays the texts they had, word for word.
 */
describe("a person's page /u/:username", () => {
  it("Turkish words around the person's own; English as it was", async () => {
    const { id } = await createUser({ name: "Deniz Kaya" });
    const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
    const username = row?.username as string;
    const args = { path: "u/:username", url: `/u/${username}`, params: { username } };
    const route = personRoute as unknown as RouteModule;
    const turkish = await renderPage(route, { ...args, headers: TURKISH });
    expect(turkish.loaded.pageMessages?.section).toBe("person");
    expect(turkish.text).toContain("0 şikâyet");
    expect(turkish.text).toContain("Henüz şikâyet yok");
    expect(turkish.text).toContain("Deniz Kaya henüz bir şikâyet yazmadı.");
    const english = await renderPage(route, { ...args, headers: ENGLISH });
    expect(english.text).toContain(`@${username} · 0 complaints`);
    expect(english.text).toContain("No complaints yet");
    expect(english.text).toContain("Deniz Kaya has not posted a complaint.");
  });
});

describe("/my-complaints, /bookmarked, /notifications", () => {
  const pages = [
    {
      route: yourFeedRoute,
      path: "my-complaints",
      turkish: [
        "Şikâyetlerim",
        "Yazdığınız tüm şikâyetler, en yenisi önce.",
        "Yazdığınız şikâyetleri görmek için lütfen giriş yapın.",
      ],
      english: [
        "Every complaint you filed, newest first.",
        "Please sign in to see the complaints you filed.",
      ],
    },
    {
      route: yourFeedRoute,
      path: "bookmarked",
      turkish: ["Kaydettiğiniz şikâyetleri görmek için lütfen giriş yapın."],
      english: [
        "Complaints you saved from the card menu, most recently saved first.",
        "Please sign in to see the complaints you saved.",
      ],
    },
    {
      route: notificationsRoute,
      path: "notifications",
      turkish: ["Bildirimlerinizi görmek için lütfen giriş yapın.", "Giriş yap", "Kayıt ol"],
      english: ["Notifications", "Please sign in to see your notifications.", "Login", "Register"],
    },
  ];
  for (const page of pages) {
    it(`/${page.path} signed out: Turkish, and English as it was`, async () => {
      const route = page.route as unknown as RouteModule;
      const args = { path: page.path, url: `/${page.path}` };
      const turkish = await renderPage(route, { ...args, headers: TURKISH });
      expect(turkish.loaded.pageMessages?.section).toBe("yours");
      for (const words of page.turkish) expect(turkish.text).toContain(words);
      for (const words of page.english.slice(1)) expect(turkish.text).not.toContain(words);
      const english = await renderPage(route, { ...args, headers: ENGLISH });
      for (const words of page.english) expect(english.text).toContain(words);
    });
  }

  it("signed in: the empty lists in Turkish; English as it was", async () => {
    const { id } = await createUser();
    const notifications = notificationsRoute as unknown as RouteModule;
    const args = { path: "notifications", url: "/notifications", userId: id };
    const turkish = await renderPage(notifications, { ...args, headers: TURKISH });
    expect(turkish.text).toContain("Henüz bildirim yok");
    const english = await renderPage(notifications, { ...args, headers: ENGLISH });
    expect(english.text).toContain("No notifications yet");
    expect(english.text).toContain(
      "When a company responds to your complaint, someone comments on it or follows you, you will find it here.",
    );
    const mine = yourFeedRoute as unknown as RouteModule;
    const myArgs = { path: "my-complaints", url: "/my-complaints", userId: id };
    expect((await renderPage(mine, { ...myArgs, headers: TURKISH })).text).toContain(
      "İlk şikâyetinizi yazın, burada görünsün.",
    );
    expect((await renderPage(mine, { ...myArgs, headers: ENGLISH })).text).toContain(
      "File your first complaint and it shows here.",
    );
  });
});

describe("/unsubscribe", () => {
  it("a link that is not valid says so in Turkish; English as it was", async () => {
    const route = unsubscribeRoute as unknown as RouteModule;
    const args = { path: "unsubscribe", url: "/unsubscribe?t=nope&k=company_responded" };
    const turkish = await renderPage(route, { ...args, headers: TURKISH });
    expect(turkish.text).toContain("Abonelikten çık");
    expect(turkish.text).toContain("Bu abonelikten çıkma bağlantısı geçerli değil.");
    const english = await renderPage(route, { ...args, headers: ENGLISH });
    expect(english.text).toContain(
      "This unsubscribe link is not valid. Please use the link of a recent mail.",
    );
  });
});
