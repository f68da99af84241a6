/**
 * "Same problem" (decision 029): which complaints /create suggests as the same problem,
 * and which second complaint by the same person is refused as a duplicate. The services read
 * these numbers; each says why it is what it is.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Suggestions come from the last 90 days: an older complaint is rarely the same event. */
export const SIMILAR_WINDOW_MS = 90 * DAY;
/** At most three suggestions: more would push the form down on a phone. */
export const SIMILAR_MAX = 3;
/** How many of the full-text index's best (bm25) matches are compared word by word. */
export const SIMILAR_CANDIDATES = 30;
/** How many of the draft's terms go into the full-text query (a complaint is 500 characters). */
export const SIMILAR_QUERY_TERMS = 60;
/**
 * Jaccard similarity of word 3-shingles at or above which a complaint "reads alike" and is
 * suggested (Discourse suggests similar topics above 0.2).
 */
export const SIMILAR_THRESHOLD = 0.2;
/**
 * A second complaint by the same account about the same company within 30 days whose word
 * 3-shingles overlap this much with an earlier one is the same complaint again, refused with
 * a link to the first: a stricter bar than a suggestion, so a different problem is filed.
 */
export const DUPLICATE_THRESHOLD = 0.8;
export const DUPLICATE_WINDOW_MS = 30 * DAY;
/** "({k} this week)": the group's complaints filed in the last 7 days. */
export const GROUP_WEEK_MS = 7 * DAY;

/** Scripts written without spaces between words: each character is a word of its own. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** The words of a text, lower-cased and normalised (NFKC); unspaced scripts by character. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const match of text
    .normalize("NFKC")
    .toLowerCase()
    .matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = match[0];
    if (UNSPACED.test(word)) words.push(...Array.from(word));
    else words.push(word);
  }
  return words;
}

/** The set of word 3-shingles of a text (a text of fewer than three words is one shingle). */
export function shinglesOf(text: string, size = 3): Set<string> {
  const words = wordsOf(text);
  const shingles = new Set<string>();
  if (words.length === 0) return shingles;
  if (words.length < size) {
    shingles.add(words.join(" "));
    return shingles;
  }
  for (let i = 0; i + size <= words.length; i++) shingles.add(words.slice(i, i + size).join(" "));
  return shingles;
}

/** Jaccard similarity of two shingle sets: shared over all, 0 when both are empty. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Whether two texts read alike by the suggestions' rule: Jaccard similarity of their word
 * 3-shingles at or above SIMILAR_THRESHOLD. Joining a group asks the same of the new complaint
 * (decision 039), so "I have this problem too" cannot put any text into a group.
 */
export const readsAlike = (a: Set<string>, b: Set<string>) => jaccard(a, b) >= SIMILAR_THRESHOLD;

/**
 * The full-text query (FTS5 trigram) for a draft: its distinct terms of three or more
 * characters, each quoted as a phrase, any of them; for unspaced scripts, the draft's
 * three-character runs. Null when the draft has nothing to search by.
 */
export function trigramQuery(text: string): string | null {
  const terms = new Set<string>();
  for (const match of text
    .normalize("NFKC")
    .toLowerCase()
    .matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = match[0];
    const chars = Array.from(word);
    if (UNSPACED.test(word)) {
      for (let i = 0; i + 3 <= chars.length; i++) terms.add(chars.slice(i, i + 3).join(""));
    } else if (chars.length >= 3) {
      terms.add(word);
    }
    if (terms.size >= SIMILAR_QUERY_TERMS) break;
  }
  if (terms.size === 0) return null;
  return Array.from(terms)
    .slice(0, SIMILAR_QUERY_TERMS)
    .map((term) => `"${term.replaceAll('"', '""')}"`)
    .join(" OR ");
}

/** The numbers a group's line shows (worker/services/complaints/problem-groups.ts counts them). */
export type GroupLineNumbers = {
  people: number;
  /** Younger accounts in the group, not counted until they are old enough (decision 039). */
  waiting: number;
  thisWeek: number;
  resolved: number;
  medianResponseMs: number | null;
  answered: number;
};

/**
 * "{n} people have this problem ({k} this week) · {r} resolved", then the group's median
 * response time when the company answered any of its complaints, then how many newer accounts
 * wait to be counted. {n} counts distinct accounts old enough to count; {k} and {r} count their
 * complaints.
 */
export function groupLine(group: GroupLineNumbers, formatDuration: (ms: number) => string) {
  const people =
    group.people === 1 ? "1 person has this problem" : `${group.people} people have this problem`;
  const response =
    group.medianResponseMs === null
      ? "no response from the company yet"
      : `median response time ${formatDuration(group.medianResponseMs)}`;
  const line = `${people} (${group.thisWeek} this week) · ${group.resolved} resolved · ${response}`;
  if (group.waiting === 0) return line;
  const waiting =
    group.waiting === 1
      ? "1 newer account is not counted yet"
      : `${group.waiting} newer accounts are not counted yet`;
  return `${line} · ${waiting}`;
}
