import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { escalationOutcomes, extortionAnswers, extortionReports } from "../../db/schema";
import { entityDocumentKey } from "../companies/legal-entity";

/**
 * The private file an id names, for the superadmin's /admin/evidence/{id}: the picture a member
 * attached to an extortion report (decision 032), the one its author attached to an answer or
 * appeal (decision 039), the evidence of an escalation's outcome (decision 046) or a company's
 * document for its legal entity (decision 045). Ids never collide across the four. The caller
 * has checked the reader is a superadmin; null when the id names no stored file.
 */
export async function readEvidence(
  db: Database,
  bucket: R2Bucket,
  id: string,
): Promise<{ key: string; object: R2ObjectBody } | null> {
  const [report] = await db
    .select({ key: extortionReports.attachmentKey })
    .from(extortionReports)
    .where(eq(extortionReports.id, id))
    .limit(1);
  const [side] = report
    ? []
    : await db
        .select({ key: extortionAnswers.attachmentKey })
        .from(extortionAnswers)
        .where(eq(extortionAnswers.id, id))
        .limit(1);
  const [outcome] =
    report || side
      ? []
      : await db
          .select({ key: escalationOutcomes.evidenceKey })
          .from(escalationOutcomes)
          .where(eq(escalationOutcomes.id, id))
          .limit(1);
  const entity = report || side || outcome ? null : await entityDocumentKey(db, id);
  const key = report?.key ?? side?.key ?? outcome?.key ?? entity;
  const object = key ? await bucket.get(key) : null;
  return key && object ? { key, object } : null;
}
