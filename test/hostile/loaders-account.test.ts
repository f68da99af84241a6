/**
 * Hostile query strings through the Worker (issue #11), continued from hostile-loaders: the
 * superadmin panel (TabParam, QueryParam, PageParam; its user search once sent a LIKE pattern
 * over D1's 50-byte limit and answered 500) and the profile page (PageParam, TabParam), 500
 * generated queries each. Never a 5xx; a page view writes nothing (test/hostile/db.ts).
 */

import { userRoles } from "@worker/db/schema";
import { beforeEach, it } from "vitest";
import { createComplaint, createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import { assertLoaderSurvives } from "./loaders";

let userCookie = "";
let adminCookie = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  const user = await createUser();
  userCookie = await sessionCookie(user.id);
  const admin = await createUser();
  await db
    .insert(userRoles)
    .values({ id: crypto.randomUUID(), userId: admin.id, role: "superadmin" });
  adminCookie = await sessionCookie(admin.id);
  await createComplaint({ userId: user.id });
});

it("the admin loader survives 500 hostile queries", async () => {
  await assertLoaderSurvives({
    name: "admin",
    path: "/admin",
    cookie: adminCookie,
    params: {
      tab: ["users", "moderation", "claims", "messages"],
      q: [
        "user",
        "%",
        "_",
        "@user",
        "a".repeat(60),
        "someone.with.a.long.address@example-company.example",
      ],
      page: ["1", "2", "10000"],
    },
  });
}, 300_000);

it("the profile loader survives 500 hostile queries", async () => {
  await assertLoaderSurvives({
    name: "profile",
    path: "/profile",
    cookie: userCookie,
    params: { tab: ["complaints", "following", "invites"], page: ["1", "2", "100000"] },
  });
}, 300_000);
