import type { Context } from "hono";
import type { AppEnv } from "./app-env";

const NAME = /^(daily|weekly)\/complaints-[a-z0-9-]+\.(csv|jsonl)$/;

/**
 * An hour in browsers and shared caches: a file is rewritten (or withdrawn) within a cron run of
 * a removal or edit of a complaint in it, and a cached copy must not outlive that by much.
 */
export const OPEN_DATA_MAX_AGE = 3600;

const NOT_FOUND =
  "Not found. A file is rewritten, or withdrawn in favour of a newer weekly file, when a complaint in it is removed or edited: /data lists the current files and the corrections.";

/**
 * GET /data/files/{daily|weekly}/{file}: an open-data file from R2, streamed (never read into
 * memory), downloaded under its own name; a matching If-None-Match is a 304 without a body.
 */
export async function openDataFile(c: Context<AppEnv>) {
  const name = `${c.req.param("period")}/${c.req.param("file")}`;
  if (!NAME.test(name)) return c.text(NOT_FOUND, 404);
  const object = await c.env.OPEN_DATA.get(name, { onlyIf: c.req.raw.headers });
  if (!object) return c.text(NOT_FOUND, 404);
  const headers = {
    "Cache-Control": `public, max-age=${OPEN_DATA_MAX_AGE}`,
    ETag: object.httpEtag,
    "Access-Control-Allow-Origin": "*",
  };
  // R2 leaves out the body when the caller's copy is current.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  const csv = name.endsWith(".csv");
  return new Response(object.body, {
    headers: {
      ...headers,
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="uck-${name.split("/")[1]}"`,
    },
  });
}
