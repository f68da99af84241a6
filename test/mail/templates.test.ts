/**
 * The mail markup (worker/services/mail/markup.ts) holds what a mail library's components give: a
 * language, an inbox preview line, colours that hold in dark mode, table layout with a fixed
 * width for Outlook, buttons that keep their shape there, escaped text, and the plain-text part.
 */

import { layout, listLayout, passwordResetMail } from "@worker/services/mail/templates";
import { expect, it } from "vitest";

const ACTION = { label: "Open the complaint", url: "https://uck.test/complaint/1?a=1&b=2" };

/** The elements that carry a style attribute, each with its tag and style. */
const styled = (html: string) =>
  [...html.matchAll(/<(\w+)\b[^>]*\bstyle="([^"]*)"/g)].map(([, tag, style]) => ({ tag, style }));

it("a mail has a language, a preview line and the colour scheme declared", () => {
  const { html } = layout("Apple responded", ["They offered a refund.", "Second."], ACTION);
  expect(html.startsWith("<!doctype html>")).toBe(true);
  expect(html).toMatch(/<html lang="en" dir="ltr"/);
  expect(html).toContain('<meta charset="utf-8">');
  expect(html).toContain('<meta name="color-scheme" content="light dark">');
  expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
  expect(html).toContain("@media (prefers-color-scheme:dark)");
  expect(html).toContain("<title>Apple responded</title>");
  // The preview is the first thing in the body, hidden, and padded so body text does not follow.
  const preview = /<body[^>]*>\s*<div style="display:none[^"]*"[^>]*>([^<]*)<\/div>/.exec(html);
  const line = preview?.[1] ?? "";
  expect(line.replace(/[\u200c\u00a0]/g, "")).toBe("They offered a refund.");
  expect(line.length - "They offered a refund.".length).toBeGreaterThan(200);
  // An explicit preview wins.
  const chosen = layout("Apple responded", ["Body."], ACTION, undefined, "Read the answer");
  expect(chosen.html).toMatch(/<div style="display:none[^"]*"[^>]*>Read the answer/);
});

it("every text sits on a background it chose, so dark mode never puts dark on dark", () => {
  const { html } = layout("Heading", ["Line"], ACTION, {
    text: "You get this mail when a company responds.",
    link: { label: "Stop these mails", url: "https://uck.test/unsubscribe?t=x" },
  });
  expect(html).toMatch(/<body[^>]*bgcolor="#f4f4f5"/);
  expect(html).toMatch(/<table[^>]*width="560" bgcolor="#ffffff"/);
  for (const { tag, style } of styled(html)) {
    if (/(^|;)color:/.test(style ?? "")) expect(String(tag), style).toMatch(/^(p|h1|h2|a)$/);
  }
  // Each coloured text has a class the dark palette recolours.
  const coloured = [...html.matchAll(/<(p|h1|h2)\b[^>]*style="[^"]*color:[^>]*>/g)].map(
    (m) => m[0],
  );
  for (const tag of coloured) expect(tag).toMatch(/class="uck-(text|muted)"/);
});

it("the button is a table cell with its colour and Outlook's padding, the link padded too", () => {
  const { html } = layout("Heading", ["Line"], ACTION);
  const cell =
    /<table role="presentation"[^>]*>\s*<tr><td align="center" bgcolor="#b91c1c" style="([^"]*)">\s*<a href="([^"]*)"[^>]*style="([^"]*)">([^<]*)<\/a>/.exec(
      html,
    );
  expect(cell).not.toBeNull();
  const [, cellStyle, href, linkStyle, label] = cell ?? [];
  expect(cellStyle).toContain("mso-padding-alt:12px 20px");
  expect(cellStyle).toContain("border-radius:6px");
  expect(linkStyle).toContain("display:inline-block");
  expect(linkStyle).toContain("padding:12px 20px");
  expect(href).toBe("https://uck.test/complaint/1?a=1&#38;b=2");
  expect(label).toBe("Open the complaint");
});

it("what people wrote is escaped, and the plain-text part says the same", () => {
  const { html, text } = layout("<b>Bold</b> & co", ['He said "hi" <script>x</script>'], ACTION);
  expect(html).not.toContain("<script>x");
  expect(html).not.toContain("<b>Bold");
  expect(html).toContain("&#60;b&#62;Bold&#60;/b&#62; &#38; co");
  expect(text).toBe(
    '<b>Bold</b> & co\n\nHe said "hi" <script>x</script>\n\nOpen the complaint: https://uck.test/complaint/1?a=1&b=2\n',
  );
  const reset = passwordResetMail("rita@example.com", "https://uck.test/auth/reset-password?t=1");
  expect(reset.text).toContain("Choose a new password: https://uck.test/auth/reset-password?t=1");
  expect(reset.html).toContain("Choose a new password</a>");
});

it("a list mail has the same shell, a heading per item and every link", () => {
  const items = [1, 2].map((n) => ({
    heading: `Update ${n}`,
    paragraphs: [`Line ${n}`],
    action: { label: `Open ${n}`, url: `https://uck.test/${n}` },
  }));
  const { html, text } = listLayout("Your day on UCK: 2 updates", items, {
    text: "You get this digest once a day.",
    links: [{ label: "Stop the digest", url: "https://uck.test/unsubscribe?t=y" }],
  });
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toMatch(/<div style="display:none[^"]*"[^>]*>Update 1 · Update 2/);
  expect(html.match(/<h2 /g)).toHaveLength(2);
  for (const url of [
    "https://uck.test/1",
    "https://uck.test/2",
    "https://uck.test/unsubscribe?t=y",
  ])
    expect(html).toContain(`href="${url}"`);
  expect(text).toContain("Update 2\nLine 2\nOpen 2: https://uck.test/2");
  expect(text).toContain(
    "--\nYou get this digest once a day.\nStop the digest: https://uck.test/unsubscribe?t=y",
  );
});
