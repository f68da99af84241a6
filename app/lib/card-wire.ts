import type { ComplaintCardData, ShownAuthor } from "@worker/services/public/complaint";

/**
 * Complaint cards as the route loaders send them (decision 066). A card has about 45 fields and
 * most are empty for most complaints (no answer, no verdict, no refund, no escalation): the
 * server (card-wire.server.ts) leaves out every field at its usual value, and the cards of one
 * loader travel as one JSON text of columns under short names, because React Router's stream
 * format spends an index per value and per key (turbo-stream), which for ten cards cost more
 * than the fields themselves. `unpackCards` puts every field back, here, in the one place, so
 * the components read whole `ComplaintCardData` and the page renders the same HTML on the server
 * and in the browser. The public API and the open data never pass through here.
 */

type Card = ComplaintCardData;

/**
 * Each field's name on the wire: a letter or two (a company's start with C, an author's with A).
 * `satisfies` makes a field added to the card fail the typecheck here until it has one. A page
 * open from before a deploy reads only the names it knows: a field it does not know stays out.
 */
export const CARD_NAMES = {
  id: "i",
  text: "t",
  createdAt: "c",
  viewer: "v",
  location: "l",
  category: "k",
  country: "y",
  imageUrl: "p",
  status: "s",
  uckCount: "u",
  commentsCount: "m",
  shareCount: "h",
  resolvedAt: "ra",
  editedAt: "e",
  hasResponse: "r",
  isSatisfied: "is",
  companyResolvedAt: "cr",
  verdict: "vd",
  verdictAt: "va",
  closedUnverifiedAt: "cu",
  outcome: "o",
  score: "sc",
  wouldReturn: "wr",
  responseCategory: "rc",
  response: "rt",
  responseAt: "rw",
  reimbursement: "rb",
  escalatedAt: "ea",
  sentToCompanyAt: "sa",
  sentToCompanyVia: "sv",
  unreachedReason: "ur",
  groupId: "g",
  foundDemandingPayment: "fd",
  inFloodReview: "fr",
  authoritySentAt: "as",
  authorityVenue: "av",
  authorityVenueName: "an",
  resolutionSought: "rs",
  dispute: "d",
  refund: "f",
  escalationOutcome: "eo",
  nameHidden: "nh",
} satisfies Record<Exclude<keyof Card, "company" | "author">, string>;
export const COMPANY_NAMES = {
  id: "Ci",
  name: "Cn",
  slug: "Cs",
  domain: "Cd",
  logo: "Cl",
} satisfies Record<keyof Card["company"], string>;
export const AUTHOR_NAMES = {
  id: "Ai",
  name: "An",
  username: "Au",
  avatarUrl: "Aa",
  masked: "Am",
} satisfies Record<keyof ShownAuthor, string>;

/**
 * The usual value of each field that is not null by default; every other field's is null. The
 * viewer is left out when it has ucked, saved and followed nothing of the card.
 */
export const USUAL_VALUES: Readonly<Record<string, unknown>> = {
  status: "open",
  uckCount: 0,
  commentsCount: 0,
  shareCount: 0,
  hasResponse: false,
  foundDemandingPayment: false,
  inFloodReview: false,
  nameHidden: false,
  masked: false,
} satisfies Partial<Card & ShownAuthor>;
const NO_VIEWER: Card["viewer"] = { isUcked: false, isSaved: false, followsCompany: false };

/**
 * The cards as columns: one array per wire name, a card's value at its index, null where it is
 * at its usual value. Each name is written once, not once per card.
 */
export type CardColumns = Record<string, unknown[]>;

/** A list of cards as a loader sends it (card-wire.server.ts `packCards`): one JSON text. */
export type PackedCards = { readonly cards: string };
/** One card as a loader sends it (a complaint's own page). */
export type PackedSingleCard = { readonly card: string };
/** A page of a card list as a loader sends it: its cards packed and the next page's cursor. */
export type PackedFeedPage = { items: PackedCards; nextCursor: string | null };

function fromColumns(columns: CardColumns): Card[] {
  const count = columns[CARD_NAMES.id]?.length ?? 0;
  return Array.from({ length: count }, (_, index) => {
    const whole = (names: Readonly<Record<string, string>>) =>
      Object.fromEntries(
        Object.entries(names).map(([field, name]) => [
          field,
          columns[name]?.[index] ?? USUAL_VALUES[field] ?? null,
        ]),
      );
    const card = whole(CARD_NAMES);
    // Written by packCards from a whole card (the page's own data, never anyone's input): every
    // field is back, at its value or its usual one.
    return {
      ...card,
      viewer: card.viewer ?? NO_VIEWER,
      company: whole(COMPANY_NAMES),
      author: whole(AUTHOR_NAMES),
    } as Card;
  });
}

/**
 * The same wire object gives the same cards: a card keeps its own state until its page's data
 * is loaded again (ComplaintCard compares the object it was given).
 */
const unpacked = new WeakMap<object, Card[]>();

function cardsOf(wire: object, text: string) {
  let cards = unpacked.get(wire);
  if (!cards) {
    cards = fromColumns(JSON.parse(text) as CardColumns);
    unpacked.set(wire, cards);
  }
  return cards;
}

/** The cards a loader packed, whole again; the same array for the same wire object. */
export const unpackCards = (wire: PackedCards): Card[] => cardsOf(wire, wire.cards);

/** The card a loader packed with `packCard`, whole again; the same object for the same wire. */
export function unpackCard(wire: PackedSingleCard): Card {
  const [card] = cardsOf(wire, wire.card);
  if (!card) throw new Error("unpackCard: no card");
  return card;
}

/** A list that has no cards (the /feed page a browser could not fetch). */
export const NO_CARDS: PackedCards = { cards: "{}" };
