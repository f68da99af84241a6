/**
 * The app's icons as one SVG sprite (decision 065). Every page drew each lucide icon's paths in
 * full, once per use: a company page's twenty cards carried 97 icons, 40 KB of its HTML, and the
 * browser's chunks carried the paths and lucide's builder again. This Vite plugin answers the
 * app's `import { X } from "lucide-react"` with components that draw `<use href>` into one
 * sprite file, written into the browser's build under a name that changes with its content (so
 * it is cached for good), and served by the dev server at the same address.
 *
 * The sprite holds the icons app/ imports (found by reading its files), each a `<symbol>` made
 * from lucide-react's own icon data; an import of an icon not found there fails the build. Types
 * still come from lucide-react (tsconfig reads the package; only the bundler is redirected).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const VIRTUAL = "\0uck:icons";

type IconNode = [tag: string, attributes: Record<string, string>][];

/** lucide-react's export names (aliases too) → the icon's file name, from its ESM index. */
function lucideExports(root: string) {
  const index = readFileSync(
    path.join(root, "node_modules/lucide-react/dist/esm/lucide-react.mjs"),
    "utf8",
  );
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g,
  )) {
    for (const part of names.split(",")) files.set(part.trim().replace(/^default as /, ""), file);
  }
  return files;
}

/** The names app/ imports from lucide-react (type-only names left out). */
export function importedIcons(root: string) {
  const names = new Set<string>();
  const files = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(path.join(root, "app", file), "utf8");
    for (const [, list = ""] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
      for (const part of list.split(",")) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "";
        if (name && !name.startsWith("type ")) names.add(name);
      }
    }
  }
  return [...names].sort();
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

async function symbolOf(root: string, file: string) {
  const module = (await import(
    pathToFileURL(path.join(root, `node_modules/lucide-react/dist/esm/icons/${file}.mjs`)).href
  )) as { __iconData: { node: IconNode } };
  const children = module.__iconData.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${kebab(name)}="${attribute(String(value))}"`);
      return `<${tag} ${pairs.join(" ")}/>`;
    })
    .join("");
  return `<symbol id="${file}" viewBox="0 0 24 24">${children}</symbol>`;
}

/** The sprite's text and the module each `import … from "lucide-react"` in app/ gets. */
export async function buildIcons(root: string) {
  const exports = lucideExports(root);
  const used = importedIcons(root).map((name) => {
    const file = exports.get(name);
    if (!file) throw new Error(`lucide-react has no icon named ${name} (scripts/icon-sprite.ts)`);
    return { name, file };
  });
  const files = [...new Set(used.map((icon) => icon.file))].sort();
  const symbols = await Promise.all(files.map((file) => symbolOf(root, file)));
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const hash = createHash("sha256").update(sprite).digest("hex").slice(0, 10);
  const href = `/assets/icons-${hash}.svg`;
  const component = path.join(root, "app/components/icons/sprite-icon.tsx");
  const module = [
    `import { drawIcon } from ${JSON.stringify(component)};`,
    `const sprite = ${JSON.stringify(href)};`,
    ...used.map(
      ({ name, file }) =>
        `export const ${name} = (props) => drawIcon(sprite, ${JSON.stringify(file)}, props);`,
    ),
  ].join("\n");
  return { sprite, href, module, files };
}

export const iconSprite = (root: string): Plugin => {
  let icons: Promise<Awaited<ReturnType<typeof buildIcons>>> | null = null;
  const built = () => {
    icons ??= buildIcons(root);
    return icons;
  };
  return {
    name: "uck:icon-sprite",
    enforce: "pre",
    resolveId: (id, importer) =>
      id === "lucide-react" && importer && !importer.includes("node_modules") ? VIRTUAL : null,
    async load(id) {
      return id === VIRTUAL ? (await built()).module : null;
    },
    // The dev server: icons added while it runs are in the sprite after a restart.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { href, sprite } = await built();
        if (request.url !== href) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { href, sprite } = await built();
      this.emitFile({ type: "asset", fileName: href.slice(1), source: sprite });
    },
  };
};
