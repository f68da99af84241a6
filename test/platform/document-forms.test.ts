/**
 * A browser without JavaScript posts the document itself (Sec-Fetch-Mode: navigate). Every form
 * action then answers Post/Redirect/Get: back to the page it came from with the result as a
 * flash the page shows; a refusal that brings back what was typed renders the page with it.
 */
import { companySlug } from "@shared/slug";
import { bookmarks, companyFollows, complaints, profiles, ucks } from "@worker/db/schema";
import { FLASH_COOKIE, readFlash } from "@worker/http/flash";
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, ORIGIN, post, sessionCookie } from "../harness/app";

const document = (from: string) => ({
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  Referer: from.startsWith("http") ? from : `${ORIGIN}${from}`,
});

/** The flash toast a response sets, as the next page reads it. */
function flashOf(cookies: string[]) {
  const set = cookies.find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (!set) return null;
  const cookie = set.split(";")[0] ?? "";
  return readFlash(new Request(ORIGIN, { headers: { Cookie: cookie } }));
}

let userId = "";
let cookie = "";
beforeEach(async () => {
  userId = (await createUser()).id;
  cookie = await sessionCookie(userId);
});

it("Save from the card menu goes back to the page with the toast as a flash, and saves", async () => {
  const { id } = await createComplaint();
  const answer = await fetchApp(
    post(
      `/complaint/${id}/actions`,
      { urlencoded: { intent: "save" } },
      cookie,
      document("/trending?x=1"),
    ),
  );
  expect(answer.status).toBe(302);
  expect(answer.location).toBe("/trending?x=1");
  expect(flashOf(answer.cookies)).toMatchObject({ kind: "success", title: "Post saved" });
  const saved = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.complaintId, id)));
  expect(saved).toHaveLength(1);
});

it("Share without scripts counts the share and comes back with the link to pass on", async () => {
  const { id } = await createComplaint();
  const shared = await fetchApp(
    post(
      `/complaint/${id}/actions`,
      { urlencoded: { intent: "share", channel: "copy_link" } },
      null,
      document(`/complaint/${id}`),
    ),
  );
  expect(shared.status).toBe(302);
  expect(shared.location).toBe(`/complaint/${id}`);
  expect(flashOf(shared.cookies)).toMatchObject({
    kind: "success",
    title: "Share this link",
    description: `http://localhost/complaint/${id}`,
  });
  // A script's share says nothing itself (the browser's share sheet or "Link copied!" does).
  const scripted = await fetchApp(
    post(`/complaint/${id}/actions`, { urlencoded: { intent: "share", channel: "web_share" } }),
  );
  expect(flashOf(scripted.cookies)).toBeNull();
  const [row] = await db
    .select({ shareCount: complaints.shareCount })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(row?.shareCount).toBe(2);
});

it("the uck's plain form counts the uck once, and says so the second time", async () => {
  const { id } = await createComplaint();
  const uck = () =>
    fetchApp(
      post(`/complaint/${id}/actions`, { urlencoded: { intent: "uck" } }, cookie, document("/")),
    );
  const first = await uck();
  expect(first.status).toBe(302);
  expect(flashOf(first.cookies)).toMatchObject({ kind: "success", title: "Ucked!" });
  const again = await uck();
  expect(flashOf(again.cookies)).toMatchObject({ title: "Already Ucked!" });
  const rows = await db
    .select()
    .from(ucks)
    .where(and(eq(ucks.userId, userId), eq(ucks.complaintId, id)));
  expect(rows).toHaveLength(1);

  const back = await fetchApp(
    post(
      `/complaint/${id}/actions`,
      { urlencoded: { intent: "unuck" } },
      cookie,
      document(`/complaint/${id}`),
    ),
  );
  expect(back.location).toBe(`/complaint/${id}`);
  expect(flashOf(back.cookies)).toMatchObject({ title: "Uck removed" });
  expect(
    await db
      .select()
      .from(ucks)
      .where(and(eq(ucks.userId, userId), eq(ucks.complaintId, id))),
  ).toHaveLength(0);
});

it("a refusal comes back as an error flash; a foreign Referer goes home", async () => {
  const { id } = await createComplaint();
  const signedOut = await fetchApp(
    post(`/complaint/${id}/actions`, { urlencoded: { intent: "uck" } }, null, document("/viral")),
  );
  expect(signedOut.status).toBe(302);
  expect(signedOut.location).toBe("/viral");
  expect(flashOf(signedOut.cookies)).toMatchObject({
    kind: "error",
    description: "Please sign in to uck complaints.",
  });
  const foreign = await fetchApp(
    post(
      `/complaint/${id}/actions`,
      { urlencoded: { intent: "save" } },
      cookie,
      document("https://evil.example/phish"),
    ),
  );
  expect(foreign.location).toBe("/");
});

it("follow on a company page, then a members-only form signed out goes to sign-in and back", async () => {
  const company = await createCompany();
  const companyId = company.id;
  const slug = companySlug(company.name);
  const follow = await fetchApp(
    post(
      `/company/${slug}`,
      { urlencoded: { intent: "follow" } },
      cookie,
      document(`/company/${slug}`),
    ),
    { shape: "page" },
  );
  expect(follow.status).toBe(302);
  expect(follow.location).toBe(`/company/${slug}`);
  expect(flashOf(follow.cookies)).toMatchObject({ kind: "success", title: "Following" });
  const rows = await db
    .select()
    .from(companyFollows)
    .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)));
  expect(rows).toHaveLength(1);

  const profile = await fetchApp(
    post(
      "/profile",
      { urlencoded: { intent: "update-profile" } },
      null,
      document("/profile?edit=1"),
    ),
    { shape: "page" },
  );
  expect(profile.status).toBe(302);
  expect(profile.location).toBe(`/auth/login?redirectTo=${encodeURIComponent("/profile?edit=1")}`);
});

it("a refused profile form renders the page again; a good one goes to the profile", async () => {
  const [before] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!before) throw new Error("user without profile");
  const typed = {
    intent: "update-profile",
    redirectTo: "/profile",
    fullName: before.fullName,
    username: before.username,
    bio: "Typed without scripts and kept after a refusal.",
    location: "",
    website: "",
    company: "",
    jobTitle: "",
    phone: "call me maybe",
  };
  const refused = await fetchApp(
    post("/profile?edit=1", { urlencoded: typed }, cookie, document("/profile?edit=1")),
    { shape: "page" },
  );
  // Rendered, not redirected: the page's form reads the answer (the browser journey in
  // e2e/no-js/no-js-actions-people.spec.ts sees the typed text and the message).
  expect(refused.status).toBe(400);
  expect(refused.location).toBeNull();
  const [unchanged] = await db.select().from(profiles).where(eq(profiles.id, userId));
  expect(unchanged?.bio).toBe(before.bio);

  const saved = await fetchApp(
    post(
      "/profile?edit=1",
      { urlencoded: { ...typed, phone: "+1 555 0100" } },
      cookie,
      document("/profile?edit=1"),
    ),
    { shape: "page" },
  );
  expect(saved.status).toBe(302);
  expect(saved.location).toBe("/profile");
  expect(flashOf(saved.cookies)).toMatchObject({ kind: "success", title: "Profile updated" });
  const [after] = await db.select().from(profiles).where(eq(profiles.id, userId));
  expect(after?.bio).toBe("Typed without scripts and kept after a refusal.");
});
