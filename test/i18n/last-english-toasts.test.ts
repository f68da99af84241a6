import { env } from "cloudflare:test";
import { companySlug } from "@shared/slug";
import { profiles, users } from "@worker/db/schema";
import { readFlash } from "@worker/http/flash";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { FaultPlan, faultyEnv } from "../faults/failing-bindings";
import { type Answer, fetchApp, ORIGIN, post } from "../harness/app";
import { account, ENGLISH, TURKISH, toastOf } from "./setup";

/**
 * Issue 40's last English words, in the route kit's answers: the sign-in and failure toasts that
 * were English constants (a person's follow, notifications, the profile, the company page, the
 * help page, the auth pages) reach a Turkish reader in Turkish, and an English reader word for
 * word as before. The words said without a request are in last-english-words.test.ts.
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
    const [row] = await db.select().from(users).where(eq(users.id, me.id));
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
