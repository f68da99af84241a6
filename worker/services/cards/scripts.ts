/**
 * Which of the cards' font groups (scripts/card-fonts.ts) a text needs, by Unicode block. Inter
 * Latin and Latin Extended ship inside the Worker and need none; everything else is a group of
 * faces fetched on first use.
 */
export type FontGroup =
  | "inter"
  | "arabic"
  | "hebrew"
  | "devanagari"
  | "thai"
  | "cjk-sc"
  | "cjk-jp"
  | "cjk-kr"
  | "emoji";

type Block = readonly [from: number, to: number, group: FontGroup | "cjk"];

const BLOCKS: Block[] = [
  [0x0370, 0x03ff, "inter"], // Greek
  [0x0400, 0x052f, "inter"], // Cyrillic and its supplement
  [0x1c80, 0x1c8f, "inter"],
  [0x1ea0, 0x1ef9, "inter"], // Vietnamese
  [0x1f00, 0x1fff, "inter"], // Greek Extended
  [0x2de0, 0x2dff, "inter"],
  [0xa640, 0xa69f, "inter"],
  [0x0590, 0x05ff, "hebrew"],
  [0xfb1d, 0xfb4f, "hebrew"],
  [0x0600, 0x06ff, "arabic"],
  [0x0750, 0x077f, "arabic"],
  [0x0870, 0x08ff, "arabic"],
  [0xfb50, 0xfdff, "arabic"],
  [0xfe70, 0xfeff, "arabic"],
  [0x0900, 0x097f, "devanagari"],
  [0xa8e0, 0xa8ff, "devanagari"],
  [0x0e00, 0x0e7f, "thai"],
  [0x1100, 0x11ff, "cjk"], // Hangul Jamo
  [0x2e80, 0x9fff, "cjk"], // CJK radicals, punctuation, kana, Hangul compatibility, ideographs
  [0xa960, 0xa97f, "cjk"],
  [0xac00, 0xd7ff, "cjk"], // Hangul syllables
  [0xf900, 0xfaff, "cjk"],
  [0xfe30, 0xfe4f, "cjk"],
  [0xff00, 0xffef, "cjk"], // full-width forms
  [0x20000, 0x3134f, "cjk"],
];

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/**
 * Han characters are drawn the way their language writes them: Japanese when the text has kana,
 * Korean when it has Hangul, otherwise Simplified Chinese.
 */
function cjkGroupOf(text: string): FontGroup {
  if (KANA.test(text)) return "cjk-jp";
  if (HANGUL.test(text)) return "cjk-kr";
  return "cjk-sc";
}

/** The font groups the characters of `text` fall in. */
export function fontGroupsOf(text: string): Set<FontGroup> {
  const groups = new Set<FontGroup>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x0370) continue;
    if (EMOJI.test(char)) {
      groups.add("emoji");
      continue;
    }
    const block = BLOCKS.find(([from, to]) => code >= from && code <= to);
    if (block) groups.add(block[2] === "cjk" ? cjkGroupOf(text) : block[2]);
  }
  return groups;
}

const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const STRONG_LTR =
  /[A-Za-z\u00c0-\u024f\u0370-\u052f\u0900-\u0e7f\u1e00-\u1fff\u3040-\u9fff\uac00-\ud7ff]/u;

/**
 * Whether a paragraph reads right to left: its first strong letter is Hebrew or Arabic (the
 * Unicode bidirectional algorithm's rule P2, for the scripts the cards draw).
 */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (STRONG_RTL.test(char)) return true;
    if (STRONG_LTR.test(char)) return false;
  }
  return false;
}

const THAI_RUN = /[\u0e00-\u0e7f]+/gu;

/**
 * Thai is written without spaces between words, and the drawing library breaks lines only where
 * Unicode's line-break rules allow, which for Thai needs a dictionary. The platform's word
 * segmenter has one: a zero-width space between Thai words lets a long sentence wrap there.
 */
export function markThaiWordBreaks(text: string): string {
  if (!/[\u0e00-\u0e7f]/u.test(text) || typeof Intl.Segmenter !== "function") return text;
  // biome-ignore lint/plugin: Thai word boundaries (the text's script), not a display language.
  const segmenter = new Intl.Segmenter("th", { granularity: "word" });
  return text.replace(THAI_RUN, (run) =>
    Array.from(segmenter.segment(run), (part) => part.segment).join("\u200b"),
  );
}
