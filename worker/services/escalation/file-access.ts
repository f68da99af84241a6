import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
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
  return { copy, file: await escalationFile(deps, facts, copy, now) } as const;
}
