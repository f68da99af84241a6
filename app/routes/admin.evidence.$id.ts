import { statusOf } from "@worker/http/kit";
import { superadminAccess } from "@worker/services/admin/access";
import { readEvidence } from "@worker/services/admin/evidence";
import { say } from "~/i18n/say.server";
import type { Route } from "./+types/admin.evidence.$id";

const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * GET /admin/evidence/{id}: the picture a member attached to an extortion report (decision 032),
 * or the one its author attached to their answer or appeal (decision 039), the document a
 * company attached to its legal entity (decision 045), or the evidence of an escalation's outcome
 * (a picture or a PDF, decision 046), for superadmins only; it is never public
 * (worker/storage/extortion-attachments.ts). Always an attachment under a sandbox policy: a PDF is
 * kept as sent and must never run in UCK's origin.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const access = superadminAccess(context.user);
  if (!access.ok)
    return Response.json(
      { error: say(context.locale, access.words.text ?? "") },
      { status: statusOf(access.code), headers: NO_STORE },
    );
  const evidence = await readEvidence(context.db, context.buckets.complaintImages, params.id);
  if (!evidence)
    return Response.json(
      { error: say(context.locale, "answer.noPicture") },
      { status: 404, headers: NO_STORE },
    );
  const { key, object } = evidence;
  const type = object.httpMetadata?.contentType ?? "application/octet-stream";
  const name = key.slice(key.lastIndexOf("/") + 1) || "evidence";
  return new Response(object.body, {
    headers: {
      "Content-Type": type,
      "X-Content-Type-Options": "nosniff",
      // A picture may be looked at in the browser; anything else (a PDF) only downloaded.
      "Content-Disposition": type.startsWith("image/")
        ? `inline; filename="${name}"`
        : `attachment; filename="${name}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'",
      ...NO_STORE,
    },
  });
}
