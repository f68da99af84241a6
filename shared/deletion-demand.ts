/**
 * UCK's promise that a refund offer may not require deleting the complaint (decision
 * 033): a company's response or refund offer whose text asks the complainant to delete, remove,
 * withdraw or take down their complaint is refused. This finds such a request in English,
 * Turkish and Spanish (the languages the site speaks, decision 030).
 *
 * It looks for a removal verb next to the complaint itself ("delete your complaint", "your
 * complaint is withdrawn", "şikayetinizi silmeniz", "retire su queja"), with only small words
 * between them. A removal of anything else passes ("we removed the charge", "ücreti
 * kaldırdık", "hemos eliminado el cargo"), and so does a request that is negated ("you do not
 * need to delete your complaint"). A false alarm costs a company a retyped sentence; a miss
 * costs a complainant their complaint, so the rule leans to asking: the company sees the words
 * it matched and can say it differently.
 */

import {
  CONDITIONS,
  EN_AUX,
  EN_FILLERS,
  EN_NEGATORS,
  EN_OBJECTS,
  EN_PARTICIPLES,
  EN_PHRASAL,
  EN_VERBS,
  ES_AUX,
  ES_FILLERS,
  ES_NEGATORS,
  ES_OBJECTS,
  ES_VERBS,
  TR_FILLERS,
  TR_NEGATED_AFTER,
  TR_OBJECTS,
  TR_VERBS,
} from "./deletion-demand-words";

/** What the refusal says, with the words that matched. */
export const DELETION_DEMAND_TITLE = "Offer not sent";
export const deletionDemandMessage = (matched: string) =>
  `A response or refund offer may not ask the complainant to delete, remove or withdraw their complaint (it says “${matched}”). Take that out and send it again: everything you typed is kept.`;

/** Lower case, accents and dotless i folded, apostrophes dropped ("don't" → "dont"). */
export function foldText(text: string) {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/['’‘`´]/g, "");
}

type Token = { word: string; start: number; end: number };

function tokenize(folded: string): Token[] {
  const tokens: Token[] = [];
  for (const match of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

const startsWithAny = (word: string, stems: readonly string[]) =>
  stems.some((stem) => word.startsWith(stem));

/** An object token: the complaint itself, in any of the three languages. */
const isObject = (word: string) =>
  EN_OBJECTS.includes(word) ||
  ES_OBJECTS.includes(word) ||
  (startsWithAny(word, TR_OBJECTS) && !startsWithAny(word, ["sikayetci"]));

function negatedBefore(tokens: Token[], at: number) {
  // A negator within the four words before the verb, unless a condition comes after it
  // ("we cannot refund unless you delete it" is a demand, not a negation).
  for (let i = at - 1; i >= Math.max(0, at - 4); i--) {
    const word = tokens[i]?.word ?? "";
    if (CONDITIONS.has(word)) return false;
    if (EN_NEGATORS.has(word) || ES_NEGATORS.has(word)) return true;
  }
  return false;
}

/** Skips fillers forward from `from`; the index of the first non-filler within `max` words. */
function skip(tokens: Token[], from: number, fillers: Set<string>, max: number) {
  let i = from;
  while (i < tokens.length && i - from < max && fillers.has(tokens[i]?.word ?? "")) i++;
  return i;
}

type Hit = { from: number; to: number; verbAt: number };

function findHit(tokens: Token[]): Hit | null {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]?.word ?? "";
    const next = tokens[i + 1]?.word ?? "";
    // English, active: "delete (your) complaint", "take down (the) review", "take (it) … down".
    const enVerb = startsWithAny(word, EN_VERBS);
    const phrasal = EN_PHRASAL.includes(word);
    if (enVerb || phrasal) {
      let from = i + 1;
      if (phrasal) {
        if (next !== "down") {
          const j = skip(tokens, i + 1, EN_FILLERS, 3);
          if (isObject(tokens[j]?.word ?? "") && tokens[j + 1]?.word === "down") {
            return { from: i, to: j + 1, verbAt: i };
          }
          continue;
        }
        from = i + 2;
      }
      const j = skip(tokens, from, EN_FILLERS, 3);
      if (isObject(tokens[j]?.word ?? "")) return { from: i, to: j, verbAt: i };
    }
    // Spanish, active: "elimine su queja", "retirar la reseña", "borrarla" is too vague to ask.
    if (startsWithAny(word, ES_VERBS)) {
      const j = skip(tokens, i + 1, ES_FILLERS, 3);
      if (isObject(tokens[j]?.word ?? "")) return { from: i, to: j, verbAt: i };
    }
    if (word === "dar" && next === "de" && tokens[i + 2]?.word === "baja") {
      const j = skip(tokens, i + 3, ES_FILLERS, 3);
      if (isObject(tokens[j]?.word ?? "")) return { from: i, to: j, verbAt: i };
    }
    if (!isObject(word)) continue;
    // The object first. English passive: "your complaint is removed", "complaint taken down".
    const a = skip(tokens, i + 1, EN_AUX, 3);
    const after = tokens[a]?.word ?? "";
    if (EN_PARTICIPLES.includes(after) || (after === "taken" && tokens[a + 1]?.word === "down")) {
      return { from: i, to: after === "taken" ? a + 1 : a, verbAt: a };
    }
    // Spanish passive: "que su queja sea eliminada", "la queja se retire".
    const e = skip(tokens, i + 1, ES_AUX, 3);
    if (e > i + 1 && startsWithAny(tokens[e]?.word ?? "", ES_VERBS)) {
      return { from: i, to: e, verbAt: e };
    }
    // Turkish (object, verb): "şikayetinizi silmeniz", "şikayetin kaldırılması", "geri çekin".
    const t = skip(tokens, i + 1, TR_FILLERS, 2);
    const verb = tokens[t]?.word ?? "";
    const trVerb =
      startsWithAny(verb, TR_VERBS) ||
      (verb === "geri" && startsWithAny(tokens[t + 1]?.word ?? "", ["cek"]));
    if (trVerb) {
      const end = verb === "geri" || verb === "yayindan" ? t + 1 : t;
      const tail = [tokens[end + 1]?.word ?? "", tokens[end + 2]?.word ?? ""];
      const negated =
        tail.some((w) => startsWithAny(w, TR_NEGATED_AFTER)) ||
        (tail[0] === "gerek" && tail[1] === "yok");
      if (!negated) return { from: i, to: end, verbAt: t };
    }
  }
  return null;
}

/**
 * The words asking the complainant to delete their complaint, as the company typed them, or
 * null when the text asks no such thing.
 */
export function findDeletionDemand(text: string): string | null {
  const folded = foldText(text);
  const tokens = tokenize(folded);
  // Scan every hit: a negated one ("no need to delete your complaint") does not hide a later one.
  let rest = tokens;
  let offset = 0;
  while (rest.length > 0) {
    const hit = findHit(rest);
    if (!hit) return null;
    const first = rest[hit.from];
    const last = rest[hit.to];
    if (!negatedBefore(rest, Math.min(hit.from, hit.verbAt)) && first && last) {
      // The folded text keeps the original's length only when nothing was folded away, so
      // the matched words are quoted as folded (lower case, without accents).
      return folded.slice(first.start, last.end);
    }
    offset += hit.to + 1;
    rest = tokens.slice(offset);
  }
  return null;
}
