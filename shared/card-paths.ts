/**
 * The picture cards of shared links (og:image, twitter:image), drawn by the Worker at
 * /cards/{kind}/{name}.png. `v` changes with what the card shows, so crawlers that keep a
 * picture by its address fetch the new one; the Worker always draws the current figures.
 */
export const complaintCardPath = (id: string, v: string) =>
  `/cards/complaint/${encodeURIComponent(id)}.png?v=${encodeURIComponent(v)}`;

export const companyCardPath = (slug: string, v: string) =>
  `/cards/company/${encodeURIComponent(slug)}.png?v=${encodeURIComponent(v)}`;

/** The drawn size, announced with og:image:width and og:image:height. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
