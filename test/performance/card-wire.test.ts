import { listFeed } from "@worker/services/complaints/feed";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { expect, it } from "vitest";
import {
  AUTHOR_NAMES,
  CARD_NAMES,
  COMPANY_NAMES,
  NO_CARDS,
  unpackCard,
  unpackCards,
} from "~/lib/card-wire";
import { packCard, packCards, packPage } from "~/lib/card-wire.server";
import { createComplaint, db } from "../factories";

/**
 * Decision 066: what a loader packs, the page unpacks whole. Every field, set or at its usual
 * value, comes back as the server had it, and the same wire object gives the same objects (a
 * card keeps its own state until its page's data is loaded again).
 */
const FULL: ComplaintCardData = {
  id: "c-1",
  text: "The refund never came.",
  location: "Austin, TX, USA",
  category: "refunds",
  country: "United States",
  imageUrl: "/images/a.webp",
  status: "resolved",
  uckCount: 12,
  commentsCount: 3,
  shareCount: 2,
  resolvedAt: 1_700_000_300_000,
  createdAt: 1_700_000_000_000,
  editedAt: 1_700_000_050_000,
  hasResponse: true,
  isSatisfied: false,
  companyResolvedAt: 1_700_000_200_000,
  verdict: "disputed",
  verdictAt: 1_700_000_250_000,
  closedUnverifiedAt: 1_700_000_260_000,
  outcome: "disputed",
  score: 0,
  wouldReturn: false,
  responseCategory: "monetary",
  response: "We are sorry.",
  responseAt: 1_700_000_100_000,
  reimbursement: "$25 credit",
  escalatedAt: 1_700_000_400_000,
  sentToCompanyAt: 1_700_000_010_000,
  sentToCompanyVia: "members",
  unreachedReason: null,
  groupId: "g-1",
  foundDemandingPayment: true,
  inFloodReview: true,
  authoritySentAt: 1_700_000_500_000,
  authorityVenue: "us-cfpb",
  authorityVenueName: "CFPB",
  resolutionSought: "My money back",
  dispute: { minor: 4000, currency: "USD" },
  refund: {
    amountMinor: 4000,
    currency: "USD",
    dueOn: "2026-12-03",
    amountText: "$40.00",
    dueText: "Dec 3, 2026",
    status: "pending",
    overdue: true,
    pendingReview: false,
  },
  escalationOutcome: {
    outcome: "company_paid",
    occurredOn: "2026-12-01",
    amountMinor: 4000,
    currency: "USD",
    amountText: "$40.00",
    state: "reported",
  },
  company: { id: "co-1", name: "Acme", slug: "acme", domain: "acme.com", logo: "acme.png" },
  author: { id: "hidden:c-1", name: "A. K.", username: null, avatarUrl: null, masked: true },
  nameHidden: true,
  viewer: { isUcked: true, isSaved: false, followsCompany: true },
};

it("a card with every field set, and real cards at their usual values, come back whole", async () => {
  await createComplaint({ text: "Two weeks and no parcel." });
  await createComplaint({ text: "Charged twice for one order.", hasResponse: true });
  const feed = await listFeed(db, { viewerId: null });
  const cards = [FULL, ...feed.items];
  expect(feed.items.length).toBeGreaterThanOrEqual(2);
  expect(unpackCards(packCards(cards))).toEqual(cards);
  expect(unpackCard(packCard(FULL))).toEqual(FULL);
  expect(unpackCards(packPage(feed).items)).toEqual(feed.items);
  expect(unpackCards(packCards([]))).toEqual([]);
  expect(unpackCards(NO_CARDS)).toEqual([]);
  // What a typical card sends: no field at its usual value (null, false, 0, "open").
  const plain = feed.items.find((card) => !card.hasResponse);
  expect(plain).toBeDefined();
  expect(packCards(plain ? [plain] : []).cards).not.toMatch(/null|false|:0\b|"open"/);
});

it("the same wire object gives the same cards; another object, fresh ones", () => {
  const wire = packCards([FULL]);
  expect(unpackCards(wire)).toBe(unpackCards(wire));
  expect(unpackCards(packCards([FULL]))).not.toBe(unpackCards(wire));
  const single = packCard(FULL);
  expect(unpackCard(single)).toBe(unpackCard(single));
});

it("every field has its own name on the wire", () => {
  const names = [CARD_NAMES, COMPANY_NAMES, AUTHOR_NAMES].flatMap(Object.values);
  expect(new Set(names).size).toBe(names.length);
});
