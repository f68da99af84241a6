import type { UckLoadContext } from "@worker/load-context";
import { fileForViewer } from "@worker/services/escalation/file-access";

/**
 * A complaint's escalation file as this request's visitor may read it (decision 042): the
 * author's own copy or the public one, or null when there is no such complaint. The page, the
 * JSON, the CFPB record and the arbitration petition all start from it.
 */
export function escalationFileFor(context: UckLoadContext, complaintId: string) {
  return fileForViewer(escalationDeps(context), complaintId, context.user?.id ?? null, Date.now());
}

/** What making an escalation file reads: the database, the pictures, the host and the config. */
export const escalationDeps = (context: UckLoadContext) => ({
  db: context.db,
  images: context.buckets.complaintImages,
  publicHost: context.config.publicHost,
  config: context.config,
});

/** The author's own documents (decision 047): private, never cached, never indexed. */
const AUTHOR_ONLY = {
  "Cache-Control": "private, no-store",
  Vary: "Cookie",
  "X-Robots-Tag": "noindex",
};

/** An author's document as a whole HTML page. */
export const authorDocument = (html: string) =>
  new Response(html, { headers: { ...AUTHOR_ONLY, "Content-Type": "text/html; charset=utf-8" } });

/** Anyone but the author: 404, as if there were no such document (like the calendar, 044). */
export const noSuchDocument = (text: string) =>
  new Response(text, {
    status: 404,
    headers: { ...AUTHOR_ONLY, "Content-Type": "text/plain; charset=utf-8" },
  });

/** The author's copy is private; the public copy may be cached briefly. */
export const copyCaching = (copy: "author" | "public") => ({
  "Cache-Control": copy === "author" ? "private, no-store" : "public, max-age=60",
  Vary: "Cookie",
});
