/**
 * What a complaint search finds: ranked by relevance, by the company's name with the matched
 * words marked, by prefix, without regard to diacritics, after filing and editing and not after
 * deletion, and never a muted author's complaint.
 */
import { splitHighlights } from "@shared/search-highlight";
import type { SessionUser } from "@worker/auth/current-user";
import { userMutes } from "@worker/db/schema";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { createComplaint as fileComplaint } from "@worker/services/complaints/create";
import { complaintCompanyFacets } from "@worker/services/search";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db, postbox } from "../factories";
import { ids, search } from "./setup";

it("results are ranked by relevance: more mentions in a shorter text first", async () => {
  const filler = " The rest of this text is about something else entirely, at some length.";
  const once = await createComplaint({ text: `One quorvex here.${filler.repeat(4)}` });
  const thrice = await createComplaint({ text: "Quorvex, quorvex and quorvex again." });
  const between = await createComplaint({ text: `A quorvex.${filler}` });
  expect(await ids("quorvex")).toEqual([thrice.id, between.id, once.id]);
});

it("a complaint is found by its company name, and the snippet marks the matched words", async () => {
  const company = await createCompany({ name: "Zanthor Rail" });
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    text: "The train was late and the ticket refund form is broken.",
  });
  const page = await search("zanthor refund");
  expect(page.items.map((item) => item.id)).toEqual([complaint.id]);
  const [hit] = page.items;
  expect(hit?.company).toMatchObject({ name: "Zanthor Rail", slug: "zanthor-rail" });
  expect(hit?.status).toBe("open");
  expect(splitHighlights(hit?.snippet ?? "").filter((part) => part.hit)).toEqual([
    { text: "refund", hit: true },
  ]);
  expect(page.total).toBe(1);
});

it("prefixes match: “refu” finds “refund”", async () => {
  const { id } = await createComplaint({ text: "Plimsoq never sent my refund." });
  expect(await ids("plimsoq refu")).toEqual([id]);
  expect(await ids("plim refund")).toEqual([id]);
  expect(await ids("plimsoq refundable")).toEqual([]);
});

it("diacritics do not matter: “cafe” finds “café” and back", async () => {
  const { id } = await createComplaint({ text: "Le café Wobblix était froid et cher." });
  const other = await createComplaint({ text: "The cafe at Wobblix station was closed." });
  expect((await ids("cafe wobblix")).sort()).toEqual([id, other.id].sort());
  expect((await ids("CAFÉ WOBBLIX")).sort()).toEqual([id, other.id].sort());
  expect(await ids("etait wobblix")).toEqual([id]);
});

it("complaints of authors I muted are not found by me, but by others", async () => {
  const viewer = await createUser();
  const muted = await createUser();
  const hidden = await createComplaint({ userId: muted.id, text: "Snorvil charged me twice." });
  const shown = await createComplaint({ text: "Snorvil charged me once." });
  await db.insert(userMutes).values({ userId: viewer.id, mutedUserId: muted.id });
  expect(await ids("snorvil", { viewerId: viewer.id })).toEqual([shown.id]);
  expect((await ids("snorvil")).sort()).toEqual([hidden.id, shown.id].sort());
  const facets = await complaintCompanyFacets(db, { query: "snorvil", viewerId: viewer.id });
  expect(facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(1);
});

it("a complaint is found after it is filed, by its new text after an edit, and not after delete", async () => {
  const company = await createCompany({ name: "Fennimore Telecom" });
  const author = await createUser();
  const actor: SessionUser = {
    id: author.id,
    email: `${author.id}@example.com`,
    emailVerified: true,
    sessionVersion: 0,
    role: "user",
    blocked: false,
    unreadNotifications: 0,
    profile: null,
  };
  const images = { publish: async () => null, remove: async () => {} };
  const filed = await fileComplaint(
    postbox,
    images,
    author.id,
    {
      companyName: company.name,
      companySlug: "fennimore-telecom",
      companyDomain: "fennimore-telecom.example",
      text: "The grubbleton router drops every hour.",
      location: "Lisbon, Portugal",
    },
    Date.now(),
  );
  if (!filed.ok) throw new Error(filed.problem.description);
  expect(await ids("grubbleton")).toEqual([filed.id]);
  expect(await ids("fennimore lisbon")).toEqual([filed.id]);

  const now = Date.now();
  const edit = { intent: "edit", text: "The snazzlewick modem drops every hour." } as const;
  expect((await performCardAction(postbox, actor, filed.id, edit, now)).ok).toBe(true);
  expect(await ids("grubbleton")).toEqual([]);
  expect(await ids("snazzlewick")).toEqual([filed.id]);

  expect((await performCardAction(postbox, actor, filed.id, { intent: "delete" }, now)).ok).toBe(
    true,
  );
  expect(await ids("snazzlewick")).toEqual([]);
  expect(await ids("fennimore")).toEqual([]);
});
