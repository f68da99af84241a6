import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests drive. Debian's `chromium-headless-shell` first: the same engine
 * without the full browser's window and GPU machinery, which is what Playwright itself runs
 * headless; it measured a quarter faster per journey here than `/usr/bin/chromium` (two cores).
 * Then Debian's full `chromium`; elsewhere (undefined) Playwright's own browser, installed with
 * `npx playwright install chromium`. CHROMIUM_PATH overrides all of them.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
