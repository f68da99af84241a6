import { and, eq } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { companyMembers, complaints } from "../../db/schema";
import { escalationFile, fileFacts } from "./file";

/**
 * The file as a viewer may read it: the author gets their own copy (their e-mail, texts as
 * written), anyone else the public one. Null when there is no such complaint.
 */
export async function fileForViewer(
  deps: { db: Database; images: R2Bucket; publicHost: string; config: AppConfig },
  complaintId: string,
  viewerId: string | null,
  now: number,
) {
  const facts = await fileFacts(deps.db, complaintId);
  if (!facts) return null;
  const copy = viewerId !== null && viewerId === facts.row.userId ? "author" : "public";
  // The company's members read the public copy with the name an author hid (decision 042).
  const member =
    copy === "public" && viewerId !== null && facts.row.nameHidden
      ? await isCompanyMember(deps.db, complaintId, viewerId)
      : false;
  const file = await escalationFile(deps, facts, copy, now, member ? "member" : "public");
  return { copy, file } as const;
}

async function isCompanyMember(db: Database, complaintId: string, userId: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(complaints, eq(complaints.companyId, companyMembers.companyId))
    .where(and(eq(complaints.id, complaintId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}
