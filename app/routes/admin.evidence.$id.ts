import { escalationOutcomes, extortionAnswers, extortionReports } from "@worker/db/schema";
import { statusOf } from "@worker/http/kit";
import { superadminAccess } from "@worker/services/admin/access";
import { entityDocumentKey } from "@worker/services/companies/legal-entity";
import { eq } from "drizzle-orm";
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
  // A report's picture, or the accused's answer's or appeal's (decision 039): ids never collide.
  const [report] = await context.db
    .select({ key: extortionReports.attachmentKey })
    .from(extortionReports)
    .where(eq(extortionReports.id, params.id))
    .limit(1);
  const [side] = report
    ? []
    : await context.db
        .select({ key: extortionAnswers.attachmentKey })
        .from(extortionAnswers)
        .where(eq(extortionAnswers.id, params.id))
        .limit(1);
  const [outcome] =
    report || side
      ? []
      : await context.db
          .select({ key: escalationOutcomes.evidenceKey })
          .from(escalationOutcomes)
          .where(eq(escalationOutcomes.id, params.id))
          .limit(1);
  // Or a company's document for its legal entity (decision 045).
  const entity = report || side || outcome ? null : await entityDocumentKey(context.db, params.id);
  const key = report?.key ?? side?.key ?? outcome?.key ?? entity;
  const object = key ? await context.buckets.complaintImages.get(key) : null;
  if (!object)
    return Response.json(
      { error: say(context.locale, "answer.noPicture") },
      { status: 404, headers: NO_STORE },
    );
  const type = object.httpMetadata?.contentType ?? "application/octet-stream";
  const name = key?.slice(key.lastIndexOf("/") + 1) ?? "evidence";
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
