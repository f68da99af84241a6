import { extortionAnswers, extortionReports } from "@worker/db/schema";
import { statusOf } from "@worker/http/kit";
import { superadminAccess } from "@worker/services/admin/access";
import { entityDocumentKey } from "@worker/services/companies/legal-entity";
import { eq } from "drizzle-orm";
import { say } from "~/i18n/say.server";
import type { Route } from "./+types/admin.evidence.$id";

const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * GET /admin/evidence/{id}: the picture a member attached to an extortion report (decision 032),
 * or the one its author attached to their answer or appeal (decision 039), or the document a
 * company attached to its legal entity (decision 045), for superadmins only; it is never public (worker/storage/extortion-attachments.ts).
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
  // Or a company's document for its legal entity (decision 045).
  const entity = report || side ? null : await entityDocumentKey(context.db, params.id);
  const key = report?.key ?? side?.key ?? entity;
  const object = key ? await context.buckets.complaintImages.get(key) : null;
  if (!object)
    return Response.json(
      { error: say(context.locale, "answer.noPicture") },
      { status: 404, headers: NO_STORE },
    );
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'",
      ...NO_STORE,
    },
  });
}
