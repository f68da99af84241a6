/**
 * A step of `npm test` (and `npx tsx scripts/check-readme.ts` on its own): the repository explains
 * itself, so what it says about itself must stay true.
 *
 * 1. README.md's "Scripts" table names exactly the scripts of package.json.
 * 2. docs/operations.md's "Bindings, variables and secrets" table names exactly what
 *    wrangler.toml declares: the D1 databases, KV namespaces, R2 buckets, the assets and images
 *    bindings, the rate limiters (with their per-minute limits), the cron expressions (and the
 *    section names every job of worker/jobs/registry.ts), the vars, and the secrets its closing
 *    comment lists.
 * 3. No tracked file points to a document outside the repository (the product and design notes
 *    the project started from): docs/product.md, docs/architecture.md and docs/decisions/ hold
 *    what a clone needs.
 * 4. README.md stays an entrance (at most 200 lines), its Quick start gives the test command
 *    .ci/run ends with, and no line of a tracked Markdown file
 *    outside a code block is longer than 200 characters: tables are written unpadded, and one
 *    whose rows cannot fit is a list (`npx tsx scripts/fix-markdown.ts` does both). A line that
 *    is one unbreakable word (a long address) is the only exception.
 *
 * Exits 1 with one line per difference.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { MARKDOWN_LINE_LIMIT, markdownLines } from "./markdown-lines";

const problems: string[] = [];
const README = "README.md";
const OPERATIONS = "docs/operations.md";
const readme = readFileSync(README, "utf8");
const operations = readFileSync(OPERATIONS, "utf8");

/** The text of the `## {heading}` section of a document (to the next `## `). */
function sectionOf(file: string, text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) {
    problems.push(`${file} has no "## ${heading}" section`);
    return "";
  }
  const rest = text.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The rows of the first Markdown table under the `## {heading}` heading, as cell arrays. */
function tableUnder(file: string, text: string, heading: string): string[][] {
  const lines = sectionOf(file, text, heading).split("\n");
  const rows = lines
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith("|") ? line.trimEnd().length - 1 : undefined)
        .split("|")
        .map((cell) => cell.trim()),
    );
  // Header and separator rows.
  return rows.slice(2);
}

/** Names written in backticks in a table cell: "`A`, `B`" → ["A", "B"]. */
const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");

function compare(
  file: string,
  what: string,
  documented: Iterable<string>,
  declared: Iterable<string>,
) {
  const inDocument = new Set(documented);
  const inSource = new Set(declared);
  for (const name of inSource)
    if (!inDocument.has(name)) problems.push(`${file} does not list ${what} "${name}"`);
  for (const name of inDocument)
    if (!inSource.has(name))
      problems.push(`${file} lists ${what} "${name}", which is not declared`);
}

// ---- 1. Scripts ----------------------------------------------------------------------------

const packageJson: { scripts: Record<string, string> } = JSON.parse(
  readFileSync("package.json", "utf8"),
);
const documentedScripts = tableUnder(README, readme, "Scripts").flatMap(([command]) =>
  quoted(command ?? "").map((text) => {
    const shorthand = /^npm (start|test)$/.exec(text);
    if (shorthand) return shorthand[1] ?? text;
    const run = /^npm run ([\w:-]+)$/.exec(text);
    if (!run) problems.push(`README.md's Scripts table has a command it cannot read: "${text}"`);
    return run?.[1] ?? text;
  }),
);
compare(README, "the package.json script", documentedScripts, Object.keys(packageJson.scripts));

// ---- 2. Bindings ---------------------------------------------------------------------------

type TomlValue = string | number | boolean | TomlValue[] | { [key: string]: TomlValue };
type TomlTable = { [key: string]: TomlValue };

/**
 * Just enough TOML for wrangler.toml: `[table]`, `[[array of tables]]`, and `key = value` lines
 * whose value is a basic string, a number, a boolean, a one-line array or a one-line inline
 * table. Anything else stops the check, so a new shape is noticed rather than misread.
 */
function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let current: TomlTable = root;
  const value = (source: string): TomlValue => {
    const s = source.trim();
    if (s.startsWith('"')) return JSON.parse(s) as string;
    if (s === "true" || s === "false") return s === "true";
    if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
    if (s.startsWith("[")) return splitList(s.slice(1, -1)).map(value);
    if (s.startsWith("{")) {
      const table: TomlTable = {};
      for (const pair of splitList(s.slice(1, -1))) {
        const eq = pair.indexOf("=");
        table[pair.slice(0, eq).trim()] = value(pair.slice(eq + 1));
      }
      return table;
    }
    throw new Error(`wrangler.toml: a value this check cannot read: ${s}`);
  };
  for (const [index, raw] of text.split("\n").entries()) {
    const line = withoutComment(raw).trim();
    if (!line) continue;
    const arrayTable = /^\[\[([\w.]+)\]\]$/.exec(line);
    const table = /^\[([\w.]+)\]$/.exec(line);
    if (arrayTable) {
      const key = arrayTable[1] ?? "";
      if (!Array.isArray(root[key])) root[key] = [];
      current = {};
      (root[key] as TomlValue[]).push(current);
    } else if (table) {
      const key = table[1] ?? "";
      if (root[key] === undefined) root[key] = {};
      current = root[key] as TomlTable;
    } else {
      const eq = line.indexOf("=");
      if (eq < 0) throw new Error(`wrangler.toml line ${index + 1} is not key = value: ${line}`);
      current[line.slice(0, eq).trim()] = value(line.slice(eq + 1));
    }
  }
  return root;
}

/** The line without a `#` comment (a `#` inside a string stays). */
function withoutComment(line: string) {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === "\\" && inString) i++;
    else if (line[i] === '"') inString = !inString;
    else if (line[i] === "#" && !inString) return line.slice(0, i);
  }
  return line;
}

/** Splits "a, b, { c = 1 }" at its top-level commas, outside strings and brackets. */
function splitList(source: string) {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\" && inString) i++;
    else if (c === '"') inString = !inString;
    else if (!inString && (c === "[" || c === "{")) depth++;
    else if (!inString && (c === "]" || c === "}")) depth--;
    else if (!inString && depth === 0 && c === ",") {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  if (source.slice(start).trim()) parts.push(source.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const wranglerText = readFileSync("wrangler.toml", "utf8");
const wrangler = parseToml(wranglerText);
const tables = (key: string) => (wrangler[key] ?? []) as TomlTable[];
const bindingNames = (key: string, field = "binding") =>
  tables(key).map((entry) => String(entry[field]));

const BINDINGS = "Bindings, variables and secrets";
const rows = tableUnder(OPERATIONS, operations, BINDINGS);
const byKind = new Map<string, { names: string[]; purpose: string }[]>();
for (const [name = "", kind = "", purpose = ""] of rows) {
  const list = byKind.get(kind) ?? [];
  list.push({ names: quoted(name), purpose });
  byKind.set(kind, list);
}
const namesOf = (kind: string) => (byKind.get(kind) ?? []).flatMap((row) => row.names);
const known = new Set([
  "D1",
  "KV",
  "R2",
  "service",
  "assets",
  "images",
  "limit",
  "trigger",
  "var",
  "secret",
]);
for (const kind of byKind.keys())
  if (!known.has(kind))
    problems.push(`${OPERATIONS}'s bindings table has an unknown kind "${kind}"`);

compare(OPERATIONS, "the D1 database", namesOf("D1"), bindingNames("d1_databases"));
compare(OPERATIONS, "the KV namespace", namesOf("KV"), bindingNames("kv_namespaces"));
compare(OPERATIONS, "the R2 bucket", namesOf("R2"), bindingNames("r2_buckets"));
compare(OPERATIONS, "the service binding", namesOf("service"), bindingNames("services"));
const single = (key: string) => {
  const table = wrangler[key] as TomlTable | undefined;
  return table?.binding ? [String(table.binding)] : [];
};
compare(OPERATIONS, "the assets binding", namesOf("assets"), single("assets"));
compare(OPERATIONS, "the images binding", namesOf("images"), single("images"));
compare(OPERATIONS, "the rate limiter", namesOf("limit"), bindingNames("ratelimits", "name"));
for (const limiter of tables("ratelimits")) {
  const simple = limiter.simple as { limit: number; period: number };
  const row = (byKind.get("limit") ?? []).find((r) => r.names.includes(String(limiter.name)));
  const said =
    simple.period === 60 ? `${simple.limit} a minute` : `${simple.limit} in ${simple.period} s`;
  if (row && !row.purpose.includes(said))
    problems.push(`${OPERATIONS}'s row for ${limiter.name} does not say "${said}" (wrangler.toml)`);
}
const crons = ((wrangler.triggers as TomlTable | undefined)?.crons ?? []) as string[];
compare(OPERATIONS, "the cron", namesOf("trigger"), crons);
// The bindings section names every job the registry runs (below its table: a row of them all would
// be longer than a line may be).
const registry = readFileSync("worker/jobs/registry.ts", "utf8");
const jobNames = [...registry.matchAll(/^\s+name: "([\w-]+)",$/gm)].map((match) => match[1] ?? "");
if (jobNames.length === 0) problems.push("worker/jobs/registry.ts: no job names found");
const bindingsText = sectionOf(OPERATIONS, operations, BINDINGS);
for (const job of jobNames)
  if (!new RegExp(`(?<![\\w-])${job}(?![\\w-])`).test(bindingsText))
    problems.push(`${OPERATIONS}'s bindings section does not name the job "${job}"`);
compare(OPERATIONS, "the var", namesOf("var"), Object.keys((wrangler.vars ?? {}) as TomlTable));
// Secrets are never in wrangler.toml's values; its closing comment names them.
const secretsComment = wranglerText.slice(wranglerText.indexOf("# Secrets"));
const declaredSecrets = [...secretsComment.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)].map(
  (match) => match[0],
);
compare(OPERATIONS, "the secret", namesOf("secret"), declaredSecrets);

// ---- 3. No reference outside the repository -------------------------------------------------

// Spelled in pieces so this file does not match itself.
const outside = [
  ["DESIGN", ".md"],
  ["STYLE", ".md"],
  ["TOOLCHAIN", ".md"],
  ["01-core", "-flows"],
  ["02-companies", "-profile-admin"],
  ["spec/", "01"],
  ["spec/", "02"],
  ["DESIGN", " §"],
].map((parts) => parts.join(""));
// The shared folder beside the clone (a relative import of a module in shared/ is fine), and the
// sections of the two product documents (their number, a space, the section sign and a digit).
const besideTheClone = /\.\.\/shared(\/?[`\s)]|\/?$|\/(spec|hooks)\b)|\b0[12] §\d/m;
/**
 * The test files a document names (`test/area/x.test.ts`, `e2e/area/y.spec.ts`, a bare
 * `x.test.ts` anywhere in test/ or e2e/, or a pattern such as `test/xss/*.test.ts`) that no file
 * in the repository is: a split, moved or renamed test leaves its documents pointing nowhere
 * otherwise.
 */
const globPattern = (glob: string) =>
  new RegExp(`^${glob.replaceAll(".", "\\.").replaceAll("*", "[^/]*")}$`);
function missingTests(line: string) {
  const named = /(?<![\w/-])((?:test|e2e)\/(?:[\w*-]+\/)*)?([\w*.-]+\.(?:test|spec)\.ts)\b/g;
  const missing: string[] = [];
  for (const [, folder, name = ""] of line.matchAll(named)) {
    const pattern = globPattern(name);
    const where = folder ? globPattern(folder) : null;
    const found = files.some((path) => {
      const cut = path.lastIndexOf("/") + 1;
      const [dir, base] = [path.slice(0, cut), path.slice(cut)];
      const inside = where ? where.test(dir) : dir.startsWith("test/") || dir.startsWith("e2e/");
      return inside && pattern.test(base);
    });
    if (!found) missing.push(`${folder ?? ""}${name}`);
  }
  return missing;
}
const ISSUE_REFERENCE = /\b[Ii]ssues? #?\d+/;
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the work tree
  }
  if (text.includes("\0")) continue; // binary
  for (const [index, line] of text.split("\n").entries()) {
    if (file.endsWith(".md"))
      for (const missing of missingTests(line)) {
        problems.push(`${file}:${index + 1} names ${missing}, which is not in the repository`);
      }
    // A reader of the code cannot open an issue: a comment names the decision that explains it.
    if (/^(app|worker|shared|scripts|cards)\//.test(file) && ISSUE_REFERENCE.test(line))
      problems.push(
        `${file}:${index + 1} cites an issue, which no reader of the repository can open: name the decision record (docs/decisions/) or say the reason`,
      );
    const hit = outside.find((needle) => line.includes(needle));
    if (hit || besideTheClone.test(line))
      problems.push(
        `${file}:${index + 1} refers to a document outside the repository (${hit ?? "the shared folder or a product document's section"}): point to docs/ or say the rule itself`,
      );
  }
}

// ---- 4. The README an entrance, every Markdown line readable ------------------------------

const README_LINES = 200;
const readmeLines = readme.trimEnd().split("\n").length;
if (readmeLines > README_LINES)
  problems.push(
    `README.md has ${readmeLines} lines: at most ${README_LINES} (the rest belongs in docs/)`,
  );
// .ci/run installs, then runs the README's test command: its last line is the command the README's
// Quick start gives for the tests.
const ciCommand = readFileSync(".ci/run", "utf8").trimEnd().split("\n").at(-1)?.trim() ?? "";
const quickStart = sectionOf(README, readme, "Quick start");
if (!quickStart.split("\n").some((line) => line.split("#")[0]?.trim() === ciCommand))
  problems.push(
    `.ci/run runs "${ciCommand}", which is not the test command of README.md's Quick start`,
  );
let markdownFiles = 0;
for (const file of files.filter((path) => path.endsWith(".md"))) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue;
  }
  markdownFiles++;
  for (const [index, { line, inCode }] of markdownLines(text).entries())
    if (!inCode && line.length > MARKDOWN_LINE_LIMIT && /\s\S/.test(line.trim()))
      problems.push(
        `${file}:${index + 1} is ${line.length} characters: at most ${MARKDOWN_LINE_LIMIT} outside code blocks (tables unpadded or made lists: npx tsx scripts/fix-markdown.ts)`,
      );
}

if (problems.length > 0) {
  console.error(`✖ The repository's account of itself is out of date:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `README's scripts match package.json (${Object.keys(packageJson.scripts).length} scripts), docs/operations.md's bindings wrangler.toml; ${files.length} files refer to nothing outside the repository; README ${readmeLines} lines, ${markdownFiles} Markdown files within ${MARKDOWN_LINE_LIMIT} characters a line`,
);
