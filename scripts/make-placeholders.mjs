// One-off generator of public/placeholders/*.svg (committed): a soft gradient with a large
// Lucide icon (ISC licence) per keyword category. Run again only to change their look:
//   node scripts/make-placeholders.mjs
import { mkdirSync, writeFileSync } from "node:fs";

const ICONS = {
  travel: ["plane", "#dbeafe", "#93c5fd", "#1e3a8a"],
  delivery: ["package", "#fef3c7", "#fcd34d", "#78350f"],
  telecom: ["wifi", "#e0e7ff", "#a5b4fc", "#312e81"],
  banking: ["credit-card", "#dcfce7", "#86efac", "#14532d"],
  food: ["utensils", "#ffedd5", "#fdba74", "#7c2d12"],
  tech: ["smartphone", "#f3e8ff", "#d8b4fe", "#581c87"],
  shopping: ["shopping-bag", "#fce7f3", "#f9a8d4", "#831843"],
  subscriptions: ["tv", "#cffafe", "#67e8f9", "#164e63"],
  general: ["megaphone", "#f5f5f5", "#d4d4d4", "#404040"],
};

const attrs = (props) =>
  Object.entries(props)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => `${key}="${value}"`)
    .join(" ");

mkdirSync("public/placeholders", { recursive: true });
for (const [slug, [icon, from, to, ink]] of Object.entries(ICONS)) {
  const { __iconData } = await import(`../node_modules/lucide-react/dist/esm/icons/${icon}.mjs`);
  const shapes = __iconData.node.map(([tag, props]) => `<${tag} ${attrs(props)}/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${slug}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/>
<g transform="translate(248 128) scale(6)" fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>
</svg>
`;
  writeFileSync(`public/placeholders/${slug}.svg`, svg);
}
console.log("placeholders written");
