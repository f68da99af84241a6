/**
 * "Show my name publicly" off (issue 61, decision 042): every public surface shows the author's
 * initials ("Z. O.") and no name, username or avatar; the company's member, the author and the
 * escalation file (the author's copy a venue receives) see the name. Each surface is read for an
 * anonymous visitor and for the member, from the real loaders, services and routes.
 */

import { env } from "cloudflare:test";
import { loadSessionUser, type SessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { companyFollows, complaints, profiles, userFollows } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { cardHash, complaintCardFigures } from "@worker/services/cards/figures";
import { postComment } from "@worker/services/complaints/comments";
import { listFeed } from "@worker/services/complaints/feed";
import { setComplaintNameShown } from "@worker/services/complaints/name-choice";
import { escalationFile, fileFacts } from "@worker/services/escalation/file";
import { fileForViewer } from "@worker/services/escalation/file-access";
import { listNotifications } from "@worker/services/notifications";
import { selectCards } from "@worker/services/public/card-select";
import { toCard } from "@worker/services/public/complaint";
import { openDataValuesOf } from "@worker/services/public/shapes";
import { searchComplaints } from "@worker/services/search";
import { getPublicProfile } from "@worker/services/users/public-profile";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import * as complaintRoute from "~/routes/complaint/route";
import * as profileRoute from "~/routes/u.$username";
import { readFeed } from "../atom-feeds/setup";
import {
  createClaimedCompany,
  createComplaint,
  createUser,
  db,
  postbox,
  testPostbox,
} from "../factories";
import { fetchApp, get } from "../harness/app";
import { renderRoute } from "../xss/setup";

const NAME = "Zerrin Okyanusoğlu";
const INITIALS = "Z. O.";
const AVATAR = "/images/avatars/zerrin-okyanus.png";

/** What must not appear for a visitor: the name, its parts, the username and the avatar. */
function expectNoAuthor(text: string, username: string, where: string) {
  for (const secret of [NAME, "Zerrin", "Okyanusoğlu", username, AVATAR])
    expect(text.includes(secret), `${where}: ${secret}`).toBe(false);
}

async function setUp(options: { shownToo?: boolean } = {}) {
  const token = `quokkaflange${crypto.randomUUID().replaceAll("-", "").slice(0, 8)}`;
  const company = await createClaimedCompany();
  const author = await createUser({ name: NAME });
  const username = `zerrin_${crypto.randomUUID().slice(0, 6)}`;
  await db.update(profiles).set({ username, avatarUrl: AVATAR }).where(eq(profiles.id, author.id));
  const hidden = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    text: `The ${token} arrived broken and nobody answered my mails about it.`,
  });
  // A complaint the author shows their name on, beside it (not in the feed test's company).
  const shown =
    options.shownToo === false
      ? null
      : await createComplaint({
          userId: author.id,
          companyId: company.id,
          companyName: company.name,
        });
  // In a "same problem" group with another person's complaint: the group's line counts people.
  const other = await createComplaint({ companyId: company.id, companyName: company.name });
  await db
    .update(complaints)
    .set({ groupId: other.id })
    .where(inArray(complaints.id, [other.id, hidden.id]));
  const switched = await setComplaintNameShown(db, hidden.id, author.id, false, Date.now());
  expect(switched.ok).toBe(true);
  // The author's own update on the complaint.
  const commented = await postComment(postbox, hidden.id, author.id, "Still waiting.", Date.now());
  expect(commented.ok).toBe(true);
  const member = (await loadSessionUser(db, company.member.id)) as SessionUser;
  const self = (await loadSessionUser(db, author.id)) as SessionUser;
  return { company, author, username, hidden, shown, member, self, token };
}

it("the card, the complaint page, the author's comments and the JSON-LD show initials to the public, the name to the member and the author", async () => {
  const { hidden, username, member, self } = await setUp();
  const path = `/complaint/${hidden.id}`;
  const anonymous = await renderRoute(complaintRoute, "complaint/:id", path, { id: hidden.id });
  expectNoAuthor(anonymous, username, "complaint page");
  expect(anonymous).toContain(INITIALS);
  expect(anonymous).toContain('data-testid="neutral-avatar"');
  expect(anonymous).not.toContain('data-testid="author-link"');
  // JSON-LD: the initials as the author, no profile address.
  const ld = anonymous.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  expect(ld).toBeTruthy();
  expect(JSON.parse(ld ?? "{}")).toMatchObject({ author: { "@type": "Person", name: INITIALS } });
  expect(ld).not.toContain("/u/");
  // The group's line is there, counting people, naming none.
  expect(anonymous).toContain('data-testid="same-problem-group"');
  // The author's own comment carries the initials too; the page knows it is the complainant's.
  expect(anonymous).toContain('data-testid="complainant-update"');

  const asMember = await renderRoute(
    complaintRoute,
    "complaint/:id",
    path,
    { id: hidden.id },
    member,
  );
  expect(asMember).toContain(NAME);
  expect(asMember).toContain(`/u/${username}`);
  expect(asMember).toContain(AVATAR);
  expect(asMember).toContain('data-testid="name-hidden-note"');

  const asAuthor = await renderRoute(
    complaintRoute,
    "complaint/:id",
    path,
    { id: hidden.id },
    self,
  );
  expect(asAuthor).toContain(NAME);
  expect(asAuthor).toContain('data-testid="name-choice"');
});

it("/u/{username} leaves the hidden complaint out and counts only what it shows; the author still sees it", async () => {
  const { author, username, hidden, shown: named } = await setUp();
  const shown = named ?? { id: "" };
  const page = await renderRoute(profileRoute, "u/:username", `/u/${username}`, { username });
  expect(page).not.toContain(hidden.id);
  expect(page).toContain(shown.id);
  expect(await getPublicProfile(db, username, null)).toMatchObject({ complaints: 1 });
  const visitor = await listFeed(db, { viewerId: null, userId: author.id });
  expect(visitor.items.map((item) => item.id)).toEqual([shown.id]);
  expect(await getPublicProfile(db, username, author.id)).toMatchObject({ complaints: 2 });
  const own = await listFeed(db, { viewerId: author.id, userId: author.id });
  expect(own.items.map((item) => item.id).sort()).toEqual([hidden.id, shown.id].sort());
  // Following the person does not bring it into "by friends" either.
  const follower = await createUser();
  await db.insert(userFollows).values({ followerId: follower.id, followeeId: author.id });
  const friends = await listFeed(db, { viewerId: follower.id, following: true });
  expect(friends.items.map((item) => item.id)).not.toContain(hidden.id);
});

it("search shows initials to the public and the name to the member", async () => {
  const { username, member, token } = await setUp();
  const found = await searchComplaints(db, { query: token, viewerId: null });
  expect(found.items).toHaveLength(1);
  expect(found.items[0]?.author).toEqual({ name: INITIALS, username: null, masked: true });
  expectNoAuthor(JSON.stringify(found), username, "search");
  const asMember = await searchComplaints(db, { query: token, viewerId: member.id });
  expect(asMember.items[0]?.author).toMatchObject({ name: NAME, username });
});

it("the company's Atom feed names the author by initials, with no profile address", async () => {
  const { company, username, hidden } = await setUp({ shownToo: false });
  const slug = company.slug;
  const response = await fetchApp(get(`/company/${slug}/feed.atom`));
  expect(response.status).toBe(200);
  const xml = String(response.body);
  expectNoAuthor(xml, username, "feed");
  const { entries } = await readFeed(`/company/${slug}/feed.atom`);
  const entry = entries.find((item) => item.id === `urn:uuid:${hidden.id}`);
  expect(entry?.author).toBe(INITIALS);
  // No <uri> to the profile in its entry.
  const own = xml.split("<entry>").find((part) => part.includes(`urn:uuid:${hidden.id}`));
  expect(own).toContain(`<name>${INITIALS}</name>`);
  expect(own).not.toContain("/u/");
});

it("the picture card carries no name and is a new picture when the choice changes", async () => {
  const { author, hidden, username } = await setUp();
  const now = Date.now();
  const hiddenFigures = await complaintCardFigures(db, hidden.id, now);
  expect(hiddenFigures).toMatchObject({ nameHidden: true });
  expectNoAuthor(JSON.stringify(hiddenFigures), username, "picture card");
  await setComplaintNameShown(db, hidden.id, author.id, true, now);
  const shownFigures = await complaintCardFigures(db, hidden.id, now);
  expect(shownFigures).toMatchObject({ nameHidden: false });
  if (!hiddenFigures || !shownFigures) throw new Error("no figures");
  expect(await cardHash(shownFigures)).not.toBe(await cardHash(hiddenFigures));
});

it("the API and the open data carry no name of a hidden author", async () => {
  const { hidden, username } = await setUp();
  const answer = await fetchApp(get(`/api/v1/complaints/${hidden.id}`));
  expect(answer.status).toBe(200);
  const body = JSON.stringify(answer.body);
  expectNoAuthor(body, username, "API");
  expect(answer.body).toMatchObject({ data: { author: { name: INITIALS, username: null } } });
  const list = await fetchApp(get(`/api/v1/complaints/${hidden.id}/file`));
  expectNoAuthor(JSON.stringify(list.body), username, "API file");
  const [row] = await selectCards(db, null).where(eq(complaints.id, hidden.id));
  if (!row) throw new Error("no row");
  expectNoAuthor(
    JSON.stringify(openDataValuesOf(toCard(row), "http://localhost", Date.now())),
    username,
    "open data",
  );
});

it("the escalation file: initials in the public copy, the name for the member, the author and the venue", async () => {
  const { hidden, username, member, author } = await setUp();
  const deps = {
    db,
    images: env.COMPLAINT_IMAGES,
    publicHost: "http://localhost",
    config: parseConfig(env),
  };
  const anonymous = await fileForViewer(deps, hidden.id, null, Date.now());
  expect(anonymous?.file.complainant.display_name).toBe(INITIALS);
  expectNoAuthor(JSON.stringify(anonymous), username, "public file");
  const asMember = await fileForViewer(deps, hidden.id, member.id, Date.now());
  expect(asMember?.file.complainant.display_name).toBe(NAME);
  const own = await fileForViewer(deps, hidden.id, author.id, Date.now());
  expect(own?.file.complainant.display_name).toBe(NAME);
  // The venue's copy is the author's (escalation/after.ts).
  const facts = await fileFacts(db, hidden.id);
  if (!facts) throw new Error("no facts");
  const venue = await escalationFile(deps, facts, "author", Date.now());
  expect(venue.complainant.display_name).toBe(NAME);
});

it("the escalation's notice to the company's followers names nobody; the member's names the company", async () => {
  const { company, hidden, username } = await setUp();
  const follower = await createUser();
  await db
    .insert(companyFollows)
    .values({ id: crypto.randomUUID(), userId: follower.id, companyId: company.id });
  const now = new Date(Date.now() + 49 * 3_600_000);
  const jobPostbox = testPostbox();
  await escalateOverdueComplaints(jobPostbox, now);
  await jobPostbox.settle();
  const { items } = await listNotifications(db, follower.id, null);
  const notice = items.find((item) => item.href === `/complaint/${hidden.id}`);
  expect(notice).toBeTruthy();
  expectNoAuthor(JSON.stringify(items), username, "follower notification");
});
