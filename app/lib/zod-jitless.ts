/**
 * zod compiles fast object parsers with `new Function` when it may. Our Content-Security-Policy
 * forbids eval, so the browser refuses it and reports a CSP violation on every page whose code
 * parses with zod, even though zod catches the refusal and falls back. `z.config({ jitless: true })`
 * turns the probe off, but importing zod here would put it on every page (decision 005); it
 * stores its settings in this global, created by whichever of the two runs first, so setting the
 * flag on it before any parse is the same thing without the import.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
