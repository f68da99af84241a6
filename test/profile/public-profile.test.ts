import { profiles } from "@worker/db/schema";
import { listFeed } from "@worker/services/complaints/feed";
import { getPublicProfile, setUserFollow } from "@worker/services/users/public-profile";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, createUser, db } from "../factories";

it("a public page shows a person's complaints and follow state; nobody follows themselves", async () => {
  const person = await createUser({ name: "Paula Public" });
  const viewer = await createUser();
  const [row] = await db.select().from(profiles).where(eq(profiles.id, person.id));
  const username = row?.username ?? "";
  const mine = await createComplaint({ userId: person.id });
  await createComplaint();

  expect(await getPublicProfile(db, username, viewer.id)).toMatchObject({
    fullName: "Paula Public",
    complaints: 1,
    followers: 0,
    viewerFollows: false,
  });
  expect(await setUserFollow(db, viewer.id, person.id, true, Date.now())).toBe(true);
  expect(await setUserFollow(db, viewer.id, person.id, true, Date.now())).toBe(true);
  expect(await getPublicProfile(db, username, viewer.id)).toMatchObject({
    followers: 1,
    viewerFollows: true,
  });
  expect(await setUserFollow(db, person.id, person.id, true, Date.now())).toBe(false);
  await setUserFollow(db, viewer.id, person.id, false, Date.now());
  expect(await getPublicProfile(db, username, viewer.id)).toMatchObject({
    followers: 0,
    viewerFollows: false,
  });

  const feed = await listFeed(db, { viewerId: null, userId: person.id });
  expect(feed.items.map((item) => item.id)).toEqual([mine.id]);
  expect(await getPublicProfile(db, "nobody-by-that-name", null)).toBeNull();
});
