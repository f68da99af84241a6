import type { FeedPage } from "@worker/services/complaints/feed";
import type { ComplaintCardData, ShownAuthor } from "@worker/services/public/complaint";

/**
 * Complaint cards as the route loaders send them (decision 066). A card has about 45 fields and
 * most are empty for most complaints (no answer, no verdict, no refund, no escalation): the
 * server leaves out every field at its usual value below, and the cards of one loader travel as
 * one JSON text of columns under short names, because React Router's stream format spends an
 * index per value and per key (turbo-stream), which for ten cards cost more than the fields
 * themselves. `unpackCards` puts every field back here, in the one place, so the components read
 * whole `ComplaintCardData` and the page renders the same HTML on the server and in the browser.
 * The public API and the open data never pass through here: their shapes are their own
 * (worker/services/public).
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

/** A list of cards as a loader sends it: one JSON text of the packed cards' columns. */
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

/**
 * Each field's name on the wire: a letter or two (a company's start with C, an author's with A).
 * `satisfies` makes a field added to the card fail the typecheck here until it has one; a page
 * open from before a deploy leaves a name it does not know at its field's usual value.
 */
const CARD_NAMES = {
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
const COMPANY_NAMES = {
  id: "Ci",
  name: "Cn",
  slug: "Cs",
  domain: "Cd",
  logo: "Cl",
} satisfies Record<keyof Card["company"], string>;
const AUTHOR_NAMES = {
  id: "Ai",
  name: "An",
  username: "Au",
  avatarUrl: "Aa",
  masked: "Am",
} satisfies Record<keyof ShownAuthor, string>;

/** Every wire name, for the test that they are distinct. */
export const WIRE_NAMES = [CARD_NAMES, COMPANY_NAMES, AUTHOR_NAMES].flatMap(Object.values);

type Names = Readonly<Record<string, string>>;
const renamed = (value: object, names: Names) =>
  Object.entries(value).map(([key, field]): [string, unknown] => [names[key] ?? key, field]);
const fieldsOf = (names: Names) =>
  new Map(Object.entries(names).map(([field, name]) => [name, field]));
const CARD_FIELDS = fieldsOf(CARD_NAMES);
const COMPANY_FIELDS = fieldsOf(COMPANY_NAMES);
const AUTHOR_FIELDS = fieldsOf(AUTHOR_NAMES);

/**
 * The cards as columns: one array per wire name, a card's value at its index, null where it
 * left the field out (a packed card holds no null: every field that may be null is null by
 * default). Each name is written once, not once per card.
 */
type Columns = Record<string, unknown[]>;

function toColumns(cards: readonly Card[]): Columns {
  const columns: Columns = {};
  cards.forEach((card, index) => {
    const { company, author, ...fields } = packOne(card);
    const entries = [
      ...renamed(fields, CARD_NAMES),
      ...renamed(company, COMPANY_NAMES),
      ...renamed(author, AUTHOR_NAMES),
    ];
    for (const [name, value] of entries) {
      columns[name] ??= Array<unknown>(cards.length).fill(null);
      (columns[name] as unknown[])[index] = value;
    }
  });
  return columns;
}

function fromColumns(columns: Columns): Card[] {
  const count = columns[CARD_NAMES.id]?.length ?? 0;
  return Array.from({ length: count }, (_, index) => {
    const card: Record<string, unknown> = {};
    const company: Record<string, unknown> = {};
    const author: Record<string, unknown> = {};
    for (const [name, column] of Object.entries(columns)) {
      const value = column[index];
      if (value === null || value === undefined) continue;
      const cardField = CARD_FIELDS.get(name);
      const companyField = COMPANY_FIELDS.get(name);
      const authorField = AUTHOR_FIELDS.get(name);
      if (cardField) card[cardField] = value;
      else if (companyField) company[companyField] = value;
      else if (authorField) author[authorField] = value;
    }
    // Columns written by toColumns above (the page's own data, never anyone's input).
    return unpackOne({ ...card, company, author } as PackedCard);
  });
}

/** On the server, in a loader: the cards as the page's data carries them. */
export function packCards(cards: readonly Card[]): PackedCards {
  return { cards: JSON.stringify(toColumns(cards)) };
}

/** On the server, in a loader: one card as the page's data carries it. */
export function packCard(card: Card): PackedSingleCard {
  return { card: JSON.stringify(toColumns([card])) };
}

/**
 * The same wire object gives the same cards: a card keeps its own state until its page's data
 * is loaded again (ComplaintCard compares the object it was given).
 */
const unpacked = new WeakMap<PackedCards | PackedSingleCard, Card[]>();

function cardsOf(wire: PackedCards | PackedSingleCard, text: string) {
  let cards = unpacked.get(wire);
  if (!cards) {
    cards = fromColumns(JSON.parse(text) as Columns);
    unpacked.set(wire, cards);
  }
  return cards;
}

/** The cards a loader packed, whole again; the same array for the same wire object. */
export function unpackCards(wire: PackedCards): Card[] {
  return cardsOf(wire, wire.cards);
}

/** The card a loader packed with `packCard`, whole again; the same object for the same wire. */
export function unpackCard(wire: PackedSingleCard): Card {
  const [card] = cardsOf(wire, wire.card);
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
