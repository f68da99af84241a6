/**
 * Markdown's lines, each marked inside or outside a fenced code block (``` or ~~~, closed by a
 * fence of the same character at least as long). Read by the README check
 * (scripts/check-readme.ts) and scripts/fix-markdown.ts.
 */

/** No Markdown line outside a code block is longer: a table row is kept unpadded to stay under it. */
export const MARKDOWN_LINE_LIMIT = 200;

export function markdownLines(text: string): { line: string; inCode: boolean }[] {
  let fence: string | null = null;
  return text.split("\n").map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && opening) {
      fence = opening;
      return { line, inCode: true };
    }
    if (fence !== null) {
      const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (closing && closing[0] === fence[0] && closing.length >= fence.length) fence = null;
      return { line, inCode: true };
    }
    return { line, inCode: false };
  });
}
