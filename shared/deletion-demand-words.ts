/**
 * The words shared/deletion-demand.ts looks for, language by language (English, Turkish and
 * Spanish, decision 030), after folding (lower case, accents and dotless i folded, apostrophes
 * dropped): the removal verbs, the words naming the complaint itself, the small words allowed
 * between them, and the words that negate or make a condition of the request. A word added
 * here is tried by the same rules; test/guarantees/deletion-demand.test.ts holds the sentences.
 */

// English ------------------------------------------------------------------------------------
export const EN_VERBS = [
  "delet",
  "remov",
  "withdr",
  "retract",
  "eras",
  "unpublish",
  "cancel",
  "drop",
];
/** "take down", "pull down": the verb is only a removal with "down" (next or after the object). */
export const EN_PHRASAL = ["take", "taking", "took", "taken", "takes", "pull", "pulled", "pulling"];
export const EN_OBJECTS = ["complaint", "review", "post", "posts", "posting", "feedback"];
export const EN_FILLERS = new Set([
  "the",
  "your",
  "this",
  "that",
  "these",
  "those",
  "its",
  "his",
  "her",
  "their",
  "my",
  "our",
  "a",
  "an",
  "uck",
  "online",
  "public",
  "negative",
  "original",
  "entire",
  "whole",
  "posted",
  "written",
  "above",
  "bad",
  "current",
  "of",
  "on",
]);
export const EN_AUX = new Set([
  "is",
  "are",
  "be",
  "been",
  "being",
  "has",
  "have",
  "had",
  "gets",
  "get",
  "got",
  "getting",
  "was",
  "were",
  "will",
  "would",
  "must",
  "should",
  "shall",
  "can",
  "could",
  "to",
  "needs",
  "need",
  "then",
  "first",
  "fully",
  "also",
  "on",
  "uck",
]);
export const EN_PARTICIPLES = [
  "deleted",
  "removed",
  "withdrawn",
  "retracted",
  "erased",
  "unpublished",
];
export const EN_NEGATORS = new Set([
  "not",
  "never",
  "no",
  "dont",
  "doesnt",
  "wont",
  "cant",
  "cannot",
  "without",
  "neednt",
  "nor",
]);
export const CONDITIONS = new Set([
  "unless",
  "if",
  "until",
  "once",
  "after",
  "when",
  "provided",
  "so",
  // Turkish and Spanish conditions
  "si",
  "cuando",
  "hasta",
  "una",
]);

// Turkish (folded: ş→s, ı→i, ğ→g, ç→c, ö→o, ü→u) -----------------------------------------------
export const TR_OBJECTS = ["sikayet", "sikayed", "yorum", "gonderi", "paylasim", "inceleme"];
export const TR_VERBS = ["sil", "kaldir", "yayindan"];
export const TR_FILLERS = new Set([
  "lutfen",
  "hemen",
  "tamamen",
  "uck",
  "uckdaki",
  "uckdeki",
  "uckteki",
  "sitedeki",
  "sitemizdeki",
  "platformdaki",
  "yazdiginiz",
  "yaptiginiz",
  "actiginiz",
  "bu",
  "olan",
  "de",
  "da",
  "ise",
]);
/** "… gerek yok", "… gerekmez", "… zorunda degilsiniz": the request is negated after it. */
export const TR_NEGATED_AFTER = ["gerek", "gerekmez", "gerekmiyor", "zorunda", "zorunlu"];

// Spanish (folded: accents off, ñ→n) ------------------------------------------------------------
export const ES_VERBS = ["borr", "elimin", "retir", "quit", "suprim", "dar de baja"];
export const ES_OBJECTS = [
  "queja",
  "quejas",
  "resena",
  "resenas",
  "reclamo",
  "reclamos",
  "reclamacion",
  "denuncia",
  "publicacion",
  "comentario",
];
export const ES_FILLERS = new Set([
  "el",
  "la",
  "los",
  "las",
  "su",
  "sus",
  "tu",
  "tus",
  "esta",
  "este",
  "dicha",
  "dicho",
  "de",
  "del",
  "publicada",
  "publicado",
  "negativa",
  "negativo",
  "en",
  "uck",
]);
export const ES_AUX = new Set([
  "sea",
  "es",
  "ha",
  "sido",
  "haya",
  "se",
  "este",
  "quede",
  "fue",
  "sera",
  "debe",
  "ser",
  "en",
  "uck",
]);
export const ES_NEGATORS = new Set(["no", "sin", "nunca", "ni"]);
