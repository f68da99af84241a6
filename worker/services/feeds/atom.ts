import type { WorkerWords } from "../../words";
import { escapeXml } from "../../xml";
import type { ComplaintCardData } from "../public/complaint";

/** Entries per feed: the newest 50, as feed readers poll for what is new. */
export const FEED_ENTRIES = 50;
const TITLE_TEXT = 80;

export type AtomFeed = {
  /** The site's public origin, from PUBLIC_HOST. */
  origin: string;
  /**
   * The feed's own path ("/company/delta-air-lines/feed.atom") and its page's ("/company/…"),
   * each the address of its language (`?lang=tr` for Turkish, plain for English).
   */
  selfPath: string;
  pagePath: string;
  title: string;
  subtitle: string;
  /** The complaints, newest first. */
  complaints: ComplaintCardData[];
  /**
   * `<updated>` while the feed has no entry: when its scope began (a company's page was made),
   * so an empty feed reads the same on every poll and its ETag can answer 304.
   */
  emptySince: number;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** When an entry last changed in a way a reader sees: edited, answered, resolved or escalated. */
export const entryUpdated = (complaint: ComplaintCardData) =>
  Math.max(
    complaint.createdAt,
    complaint.editedAt ?? 0,
    complaint.responseAt ?? 0,
    complaint.resolvedAt ?? 0,
    complaint.escalatedAt ?? 0,
  );

/** A title for a reader's list: the company and the complaint's first words. */
function entryTitle(complaint: ComplaintCardData) {
  const text = complaint.text.replace(/\s+/g, " ").trim();
  const cut =
    text.length <= TITLE_TEXT
      ? text
      : `${text.slice(0, TITLE_TEXT).replace(/\s+\S*$/, "") || text.slice(0, TITLE_TEXT)}…`;
  return `${complaint.company.name}: ${cut}`;
}

/** The entry's text: the complaint as written, then what happened to it. */
function entryContent(complaint: ComplaintCardData, words: WorkerWords) {
  const facts = [
    words.t("feed.status", { status: words.status(complaint.status) }),
    words.plural("feed.ucks", complaint.uckCount),
    words.plural("feed.comments", complaint.commentsCount),
  ];
  if (complaint.location) facts.push(complaint.location);
  const parts = [complaint.text, facts.join(" · ")];
  if (complaint.response) {
    parts.push(
      words.t("feed.responded", { company: complaint.company.name, response: complaint.response }),
    );
  }
  if (complaint.reimbursement) {
    parts.push(words.t("feed.reimbursement", { offer: complaint.reimbursement }));
  }
  return parts.join("\n\n");
}

function entry(origin: string, complaint: ComplaintCardData, words: WorkerWords) {
  const link = `${origin}/complaint/${encodeURIComponent(complaint.id)}`;
  const author = complaint.author;
  const authorUri = author.username
    ? `<uri>${escapeXml(`${origin}/u/${encodeURIComponent(author.username)}`)}</uri>`
    : "";
  return [
    "  <entry>",
    // The complaint's id never changes, whatever host serves it.
    `    <id>urn:uuid:${escapeXml(complaint.id)}</id>`,
    `    <title type="text">${escapeXml(entryTitle(complaint))}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    `    <published>${iso(complaint.createdAt)}</published>`,
    `    <updated>${iso(entryUpdated(complaint))}</updated>`,
    `    <author><name>${escapeXml(author.name ?? words.t("feed.formerMember"))}</name>${authorUri}</author>`,
    `    <category term="${escapeXml(complaint.status)}" label="${escapeXml(words.status(complaint.status))}"/>`,
    `    <content type="text">${escapeXml(entryContent(complaint, words))}</content>`,
    "  </entry>",
  ].join("\n");
}

/**
 * An Atom 1.0 document (RFC 4287): the feed's id is its own URL, `updated` the newest entry's
 * change (or `emptySince` for a feed with none), every entry with id, title, link, author,
 * published, updated and the complaint as text. The feed's own words (title, subtitle, each
 * entry's facts) are in `words`' language, which `xml:lang` names; what people wrote is as written.
 */
export function atomXml(feed: AtomFeed, words: WorkerWords) {
  const self = `${feed.origin}${feed.selfPath}`;
  const updated = feed.complaints.length
    ? Math.max(...feed.complaints.map(entryUpdated))
    : feed.emptySince;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${words.locale}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`,
    `  <updated>${iso(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${feed.origin}${feed.pagePath}`)}"/>`,
    `  <icon>${escapeXml(`${feed.origin}/icons/icon-192.png`)}</icon>`,
    "  <author><name>UCK</name></author>",
    `  <generator uri="${escapeXml(feed.origin)}">UCK</generator>`,
    ...feed.complaints.map((complaint) => entry(feed.origin, complaint, words)),
    "</feed>",
    "",
  ].join("\n");
}
