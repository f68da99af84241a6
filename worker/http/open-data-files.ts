import type { Context } from "hono";
import type { AppEnv } from "./app-env";

const NAME = /^(daily|weekly)\/complaints-[a-z0-9-]+\.(csv|jsonl)$/;

/**
 * GET /data/files/{daily|weekly}/{file}: an open-data file from R2, streamed (never read into
 * memory), downloaded under its own name, public for a day (a file never changes once written).
 */
export async function openDataFile(c: Context<AppEnv>) {
  const name = `${c.req.param("period")}/${c.req.param("file")}`;
  if (!NAME.test(name)) return c.text("Not found", 404);
  const object = await c.env.OPEN_DATA.get(name);
  if (!object) return c.text("Not found", 404);
  const csv = name.endsWith(".csv");
  return new Response(object.body, {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="uck-${name.split("/")[1]}"`,
      "Cache-Control": "public, max-age=86400",
      ETag: object.httpEtag,
      "Access-Control-Allow-Origin": "*",
    },
  });
}
