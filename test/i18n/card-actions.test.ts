import { REFUND_TOASTS } from "@shared/refunds";
import { FLASH_COOKIE, readFlash } from "@worker/http/flash";
import { beforeAll, describe, expect, it } from "vitest";
import { sayToast } from "~/i18n/say.server";
import { SECTIONS } from "~/i18n/sections.server";
import { createComplaint } from "../factories";
import { fetchApp, fetchWorker, ORIGIN, post } from "../harness/app";
import { account, ENGLISH, TURKISH, toastOf } from "./setup";

/**
 * Issue 40: the complaint card's action (/complaint/{id}/actions) says its answers in the
 * request's language on the server, so the toast a script shows and the flash a page without
 * JavaScript brings back are both in it; English is word for word what it was.
 */
beforeAll(async () => {
  await import("../../app/routes/complaint-actions/route");
}, 240_000);

const tr = SECTIONS.card.tr;
const es = SECTIONS.card.es;
const to = (id: string) => `/complaint/${id}/actions`;

/** The flash a full-page submit's answer sets, as the next page reads it. */
function flashOf(cookies: string[]) {
  const set = cookies.find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (!set) return null;
  return readFlash(new Request(ORIGIN, { headers: { Cookie: set.split(";")[0] ?? "" } }));
}

describe("the card's answers in the visitor's language", () => {
  it("save, follow and uck: Turkish for a Turkish visitor, the exact English otherwise", async () => {
    const { id } = await createComplaint();
    const turk = await account();
    const say = async (form: Record<string, string>, headers: Record<string, string>) =>
      toastOf(await fetchApp(post(to(id), { form }, turk.cookie, headers)));
    expect(await say({ intent: "save" }, TURKISH)).toEqual({ title: tr.saved });
    expect(await say({ intent: "unsave" }, ENGLISH)).toEqual({ title: "Removed from saved" });
    expect(await say({ intent: "follow-company" }, TURKISH)).toEqual({
      title: tr.following,
      description: tr.followingText,
    });
    expect(await say({ intent: "unfollow-company" }, { "Accept-Language": "es" })).toEqual({
      title: es.unfollowed,
    });
    expect(await say({ intent: "follow-company" }, ENGLISH)).toEqual({
      title: "Following",
      description: "You are now following this company.",
    });
    expect(await say({ intent: "uck" }, TURKISH)).toEqual({
      title: tr["uck.ucked"],
      description: tr["uck.uckedText"],
    });
    expect(await say({ intent: "uck" }, ENGLISH)).toEqual({
      title: "Already Ucked!",
      description: "You have already ucked this complaint.",
    });
  });

  it("a visitor's uck asks them to sign in, in their language", async () => {
    const { id } = await createComplaint();
    const turkish = await fetchApp(post(to(id), { form: { intent: "uck" } }, null, TURKISH));
    expect(turkish.status).toBe(401);
    expect(toastOf(turkish)).toEqual({ title: tr.error, description: tr["signIn.uck"] });
    const english = await fetchApp(post(to(id), { form: { intent: "uck" } }, null, ENGLISH));
    expect(toastOf(english)).toEqual({
      title: "Error",
      description: "Please sign in to uck complaints.",
    });
  });

  it("without JavaScript: the share's and the block's flashes in the page's language", async () => {
    const { id } = await createComplaint();
    const navigate = (headers: Record<string, string>) => ({
      ...headers,
      "Sec-Fetch-Mode": "navigate",
      Referer: `${ORIGIN}/trending`,
    });
    const share = { intent: "share", channel: "copy_link" };
    const shared = await fetchApp(post(to(id), { form: share }, null, navigate(TURKISH)));
    expect(shared.status).toBe(302);
    expect(flashOf(shared.cookies)).toMatchObject({ title: tr.shareLink });
    const english = await fetchApp(post(to(id), { form: share }, null, navigate(ENGLISH)));
    expect(flashOf(english.cookies)).toMatchObject({ title: "Share this link" });

    const turk = await account();
    const block = { intent: "mute-author", redirectTo: "/trending" };
    const blocked = await fetchApp(post(to(id), { form: block }, turk.cookie, navigate(TURKISH)));
    expect(blocked.status).toBe(302);
    expect(flashOf(blocked.cookies)).toMatchObject({ kind: "success", title: tr.blocked });
  });

  it("the services' answers carry keys whose English is theirs word for word", () => {
    // Each refund answer the services give, said in English, Turkish and Spanish by its keys.
    for (const toast of Object.values(REFUND_TOASTS)) {
      const { words: _words, ...english } = toast;
      expect(sayToast("en", toast)).toEqual(english);
      const turkish = sayToast("tr", toast);
      expect(turkish.title).not.toBe(toast.title);
      expect(turkish.description).not.toBe(toast.description);
    }
    // Free text without words stays as written.
    const unknown = { title: "Something else", description: "Kept." };
    expect(sayToast("tr", unknown)).toEqual(unknown);
  });
});

describe("the uck function's refusals for the page's button", () => {
  it("a rate limit gives its wait in minutes beside the English message", async () => {
    const person = await account();
    const { id } = await createComplaint();
    let last: Awaited<ReturnType<typeof fetchWorker>> | null = null;
    for (let i = 0; i < 122 && last?.status !== 429; i++) {
      last = await fetchWorker(
        post(
          `${ORIGIN}/api/functions/handle-uck-vote`,
          { json: { complaintId: id, undo: i % 2 === 1 } },
          person.cookie,
        ),
      );
    }
    expect(last?.status).toBe(429);
    expect(last?.body).toEqual({
      success: false,
      message: "Too many attempts. Please try again in 1 minute.",
      count: 0,
      waitMinutes: 1,
    });
  });
});
