/**
 * `npx tsx scripts/fix-markdown.ts [file.md …]` (every tracked Markdown file without arguments):
 * gives the repository's Markdown the shape the README check asks for (scripts/check-readme.ts).
 *
 * - Tables unpadded: `| a | b |`, the separator `| --- | --- |`, so a new row never rewrites the
 *   others. (Biome's Markdown formatter pads them and has no option not to; it is off in
 *   biome.json.)
 * - A paragraph or list line longer than the limit, outside code blocks, wrapped at word breaks
 *   to 100 characters, its continuation lines indented under the item.
 *
 * - A table with a row still over the limit made a list: each row an item named by its first
 *   cell, its other cells nested under it with their column's heading.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { MARKDOWN_LINE_LIMIT, markdownLines } from "./markdown-lines";

const WIDTH = 100;

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : execFileSync("git", ["ls-files", "*.md"], { encoding: "utf8" }).split("\n").filter(Boolean);

/** The cells of a table row, trimmed (a `|` escaped as `\|` or inside a code span stays). */
function cells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  const out: string[] = [];
  let cell = "";
  let code = false;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === "\\" && inner[i + 1] === "|") {
      cell += "\\|";
      i++;
    } else if (c === "`") {
      code = !code;
      cell += c;
    } else if (c === "|" && !code) {
      out.push(cell.trim());
      cell = "";
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

const unpad = (row: string) => {
  const indent = /^\s*/.exec(row)?.[0] ?? "";
  const parts = cells(row).map((cell) =>
    /^:?-+:?$/.test(cell) ? cell.replace(/-+/, "---") : cell,
  );
  return `${indent}| ${parts.join(" | ")} |`;
};

/** A word that would start a block (a list item, a heading, a quote) at the head of a line. */
const startsBlock = (word: string) => /^([-+*>#|=]|\d+[.)])$/.test(word) || /^#+$/.test(word);

function wrap(line: string): string[] {
  const head = /^(\s*(?:>\s?)*)((?:[-*+]|\d+[.)])\s+)?/.exec(line);
  const prefix = head?.[0] ?? "";
  const following = (head?.[1] ?? "") + " ".repeat((head?.[2] ?? "").length);
  const [firstWord = "", ...words] = line.slice(prefix.length).split(/ +/);
  const out: string[] = [];
  let current = prefix + firstWord;
  for (const word of words) {
    if (current.length + 1 + word.length > WIDTH && !startsBlock(word)) {
      out.push(current);
      current = following + word;
    } else current = `${current} ${word}`;
  }
  out.push(current);
  return out;
}

/** A table made a list: `- first cell` with `  - Heading: cell` for each other cell. */
function asList(rows: string[]): string[] {
  const indent = /^\s*/.exec(rows[0] ?? "")?.[0] ?? "";
  const [heading = [], , ...body] = rows.map(cells);
  const out: string[] = [];
  for (const row of body) {
    out.push(...wrap(`${indent}- ${row[0] ?? ""}`));
    for (const [column, cell] of row.entries()) {
      if (column === 0 || !cell) continue;
      const name = heading[column] ?? "";
      const label = name ? `${name.charAt(0).toUpperCase()}${name.slice(1)}: ` : "";
      out.push(...wrap(`${indent}  - ${label}${cell}`));
    }
  }
  return out;
}

let changed = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  let table: string[] = [];
  const endTable = () => {
    if (table.length === 0) return;
    const rows = table.map(unpad);
    out.push(...(rows.some((row) => row.length > MARKDOWN_LINE_LIMIT) ? asList(rows) : rows));
    table = [];
  };
  for (const { line, inCode } of markdownLines(text)) {
    if (!inCode && /^\s*\|/.test(line)) {
      table.push(line);
      continue;
    }
    endTable();
    if (!inCode && line.length > MARKDOWN_LINE_LIMIT && !/^\s*#/.test(line))
      out.push(...wrap(line));
    else out.push(line);
  }
  endTable();
  const result = out.join("\n");
  if (result !== text) {
    writeFileSync(file, result);
    changed++;
  }
  for (const [index, line] of result.split("\n").entries())
    if (
      line.length > MARKDOWN_LINE_LIMIT &&
      /\s\S/.test(line.trim()) &&
      !markdownLines(result)[index]?.inCode
    )
      console.log(`${file}:${index + 1}: still ${line.length} characters`);
}
console.log(`${changed} of ${files.length} Markdown files rewritten`);
