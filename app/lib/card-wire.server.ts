import type { FeedPage } from "@worker/services/complaints/feed";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import {
  AUTHOR_NAMES,
  CARD_NAMES,
  type CardColumns,
  COMPANY_NAMES,
  type PackedCards,
  type PackedFeedPage,
  type PackedSingleCard,
  USUAL_VALUES,
} from "./card-wire";

/**
 * The server's half of the card wire (decision 066; the browser's is card-wire.ts, which puts
 * every field back): in a loader, the cards as the page's data carries them.
 */

type Card = ComplaintCardData;

/** Each field a card holds away from its usual value, under its wire name. */
function packedFields(card: Card): [string, unknown][] {
  const { company, author, viewer, ...fields } = card;
  const away = (value: object, names: Readonly<Record<string, string>>) =>
    Object.entries(value).flatMap(([field, held]): [string, unknown][] => {
      const name = names[field];
      return name !== undefined && held !== (USUAL_VALUES[field] ?? null) ? [[name, held]] : [];
    });
  return [
    ...away(fields, CARD_NAMES),
    ...away(company, COMPANY_NAMES),
    ...away(author, AUTHOR_NAMES),
    ...(Object.values(viewer).some(Boolean)
      ? [[CARD_NAMES.viewer, viewer] as [string, unknown]]
      : []),
  ];
}

function columnsOf(cards: readonly Card[]): CardColumns {
  const columns: CardColumns = {};
  cards.forEach((card, index) => {
    for (const [name, value] of packedFields(card)) {
      columns[name] ??= Array<unknown>(cards.length).fill(null);
      (columns[name] as unknown[])[index] = value;
    }
  });
  return columns;
}

/** A loader's cards as the page's data carries them. */
export const packCards = (cards: readonly Card[]): PackedCards => ({
  cards: JSON.stringify(columnsOf(cards)),
});

/** One card as the page's data carries it (a complaint's own page). */
export const packCard = (card: Card): PackedSingleCard => ({
  card: JSON.stringify(columnsOf([card])),
});

/**
 * A page of a list (a feed's, a ranking's, the bookmarks'), its cards packed. A ranked page's
 * scores stay on the server: its cursor carries what the next page needs.
 */
export const packPage = (page: FeedPage): PackedFeedPage => ({
  items: packCards(page.items),
  nextCursor: page.nextCursor,
});
