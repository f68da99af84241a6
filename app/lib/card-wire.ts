import type { FeedPage } from "@worker/services/complaints/feed";
import type { ComplaintCardData, ShownAuthor } from "@worker/services/public/complaint";

/**
 * Complaint cards as the route loaders send them (decision 066). A card has about 45 fields and
 * most are empty for most complaints (no answer, no verdict, no refund, no escalation): the
 * server leaves out every field at its usual value below, and the cards of one loader travel as
 * one JSON text, because React Router's stream format spends an index per value and per key
 * (turbo-stream), which for ten cards cost more than the fields themselves. `unpackCards` puts
 * every field back here, in the one place, so the components read whole `ComplaintCardData`
 * and the page renders the same HTML on the server and in the browser. The public API and the
 * open data never pass through here: their shapes are their own (worker/services/public).
 */

type Card = ComplaintCardData;

/** The fields every card sends; all others have a usual value below. */
type Always = "id" | "text" | "createdAt" | "company" | "author" | "viewer";

/**
 * Each field at its usual value. `satisfies` over every field but `Always` means a field added
 * to the card fails the typecheck here until it has its usual value (or is always sent).
 */
const CARD_DEFAULTS = {
  location: null,
  category: null,
  country: null,
  imageUrl: null,
  status: "open",
  uckCount: 0,
  commentsCount: 0,
  shareCount: 0,
  resolvedAt: null,
  editedAt: null,
  hasResponse: false,
  isSatisfied: null,
  companyResolvedAt: null,
  verdict: null,
  verdictAt: null,
  closedUnverifiedAt: null,
  outcome: null,
  score: null,
  wouldReturn: null,
  responseCategory: null,
  response: null,
  responseAt: null,
  reimbursement: null,
  escalatedAt: null,
  sentToCompanyAt: null,
  sentToCompanyVia: null,
  unreachedReason: null,
  groupId: null,
  foundDemandingPayment: false,
  inFloodReview: false,
  authoritySentAt: null,
  authorityVenue: null,
  authorityVenueName: null,
  resolutionSought: null,
  dispute: null,
  refund: null,
  escalationOutcome: null,
  nameHidden: false,
} satisfies Omit<Card, Always>;

const COMPANY_DEFAULTS = { domain: null, logo: null } satisfies Omit<
  Card["company"],
  "id" | "name" | "slug"
>;
const AUTHOR_DEFAULTS = {
  name: null,
  username: null,
  avatarUrl: null,
  masked: false,
} satisfies Omit<ShownAuthor, "id">;
const VIEWER_DEFAULTS = {
  isUcked: false,
  isSaved: false,
  followsCompany: false,
} satisfies Card["viewer"];

/** `T` with the fields named in `D` optional: left out when they hold their usual value. */
type Sparse<T, D> = Omit<T, keyof D> & Partial<Pick<T, Extract<keyof D, keyof T>>>;

/** One card on the wire: its fields at their usual value left out. */
type PackedCard = Sparse<Omit<Card, "company" | "author" | "viewer">, typeof CARD_DEFAULTS> & {
  company: Sparse<Card["company"], typeof COMPANY_DEFAULTS>;
  author: Sparse<ShownAuthor, typeof AUTHOR_DEFAULTS>;
  /** Left out when the viewer has ucked, saved and followed nothing of it. */
  viewer?: Sparse<Card["viewer"], typeof VIEWER_DEFAULTS>;
};

/** A list of cards as a loader sends it: one JSON text of the packed cards. */
export type PackedCards = { readonly cards: string };
/** One card as a loader sends it (a complaint's own page). */
export type PackedSingleCard = { readonly card: string };

/** `value` without the fields that hold their value in `defaults`. */
function leaveOut<T extends object, D extends object>(value: T, defaults: D): Sparse<T, D> {
  const usual: Partial<Record<PropertyKey, unknown>> = defaults;
  return Object.fromEntries(
    Object.entries(value).filter(([key, field]) => !(key in usual && usual[key] === field)),
  ) as Sparse<T, D>;
}

function packOne(card: Card): PackedCard {
  const { company, author, viewer, ...fields } = card;
  const viewerPart = leaveOut(viewer, VIEWER_DEFAULTS);
  return {
    ...leaveOut(fields, CARD_DEFAULTS),
    company: leaveOut(company, COMPANY_DEFAULTS),
    author: leaveOut(author, AUTHOR_DEFAULTS),
    ...(Object.keys(viewerPart).length > 0 ? { viewer: viewerPart } : {}),
  };
}

function unpackOne(packed: PackedCard): Card {
  return {
    ...CARD_DEFAULTS,
    ...packed,
    company: { ...COMPANY_DEFAULTS, ...packed.company },
    author: { ...AUTHOR_DEFAULTS, ...packed.author },
    viewer: { ...VIEWER_DEFAULTS, ...packed.viewer },
  };
}

/** On the server, in a loader: the cards as the page's data carries them. */
export function packCards(cards: readonly Card[]): PackedCards {
  return { cards: JSON.stringify(cards.map(packOne)) };
}

/** On the server, in a loader: one card as the page's data carries it. */
export function packCard(card: Card): PackedSingleCard {
  return { card: JSON.stringify(packOne(card)) };
}

/**
 * The same wire object gives the same cards: a card keeps its own state until its page's data
 * is loaded again (ComplaintCard compares the object it was given).
 */
const unpacked = new WeakMap<PackedCards | PackedSingleCard, Card[]>();

/** The cards a loader packed, whole again; the same array for the same wire object. */
export function unpackCards(wire: PackedCards): Card[] {
  let cards = unpacked.get(wire);
  if (!cards) {
    // Written by packCards above: the page's own data, never anyone's input.
    cards = (JSON.parse(wire.cards) as PackedCard[]).map(unpackOne);
    unpacked.set(wire, cards);
  }
  return cards;
}

/** The card a loader packed with `packCard`, whole again; the same object for the same wire. */
export function unpackCard(wire: PackedSingleCard): Card {
  let cards = unpacked.get(wire);
  if (!cards) {
    cards = [unpackOne(JSON.parse(wire.card) as PackedCard)];
    unpacked.set(wire, cards);
  }
  const [card] = cards;
  if (!card) throw new Error("unpackCard: no card");
  return card;
}

/**
 * A page of a card list as a loader sends it: its cards packed and the cursor of the next page.
 * A ranked page's scores stay on the server (its cursor carries what the next page needs).
 */
export type PackedFeedPage = { items: PackedCards; nextCursor: string | null };

/** On the server: a page of a list (a feed's, a ranking's, the bookmarks'), its cards packed. */
export function packPage(page: FeedPage): PackedFeedPage {
  return { items: packCards(page.items), nextCursor: page.nextCursor };
}
