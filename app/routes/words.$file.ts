import { isLocale } from "@shared/i18n";
import { catalogueScript } from "~/i18n/catalogue.server";
import type { Route } from "./+types/words.$file";

/**
 * GET /words/{locale}.{fingerprint}.js: a language's root catalogue as the script every page
 * loads before its modules (decision 037). Its address changes with its words, so the current
 * one is kept a year; an old address (a page from before a deploy) gets today's words, kept a
 * minute.
 */
export function loader({ params }: Route.LoaderArgs) {
  const [locale, fingerprint, extension] = params.file.split(".");
  if (!locale || !isLocale(locale) || extension !== "js" || !fingerprint)
    throw new Response("Not found", { status: 404 });
  const script = catalogueScript(locale);
  const current = script.src === `/words/${params.file}`;
  return new Response(script.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=60",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
