import { categoryFor } from "@shared/categories";
import { MENU_REMOVAL_REASON } from "@shared/removals";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaintRemovals, complaints } from "../../db/schema";
import { recordRemoval } from "../admin/removals";
import { correctionStatement } from "../open-data-corrections";
import type { ActionOutcome } from "./card-actions";

/**
 * The author's edit and delete, and a superadmin's delete, of a complaint. Each writes, in the
 * same D1 batch, the open-data correction that makes the published files follow (the old text
 * may be in them): the correction is recorded exactly when the change happens.
 */

export async function editComplaintText(
  db: Database,
  actorId: string,
  complaintId: string,
  text: string,
  at: Date,
): Promise<ActionOutcome> {
  const own = and(eq(complaints.id, complaintId), eq(complaints.userId, actorId));
  const [row] = await db
    .select({
      companyName: complaints.companyName,
      text: complaints.text,
      category: complaints.category,
    })
    .from(complaints)
    .where(own);
  const [updated] = row
    ? await db.batch([
        db
          .update(complaints)
          .set({
            text,
            // The topic follows the words (country and position stay with the location),
            // unless the author corrected it: a category other than the old words' stays.
            category:
              row.category === null || row.category === categoryFor(row.companyName, row.text).slug
                ? categoryFor(row.companyName, text).slug
                : row.category,
            editedAt: at,
            updatedAt: at,
          })
          .where(own)
          .returning({ id: complaints.id }),
        correctionStatement(db, and(own, sql`changes() > 0`), "edited_by_author", at.getTime()),
      ])
    : [[]];
  return updated.length > 0
    ? {
        ok: true,
        toast: {
          title: "Complaint updated",
          description: "Your changes have been saved.",
          words: { title: "updated", text: "updatedText" },
        },
      }
    : {
        ok: false,
        code: "forbidden",
        toast: {
          title: "Error",
          description: "Only the author can edit this complaint.",
          words: { text: "edit.notAuthor" },
        },
      };
}

export async function deleteOwnComplaint(
  db: Database,
  actorId: string,
  complaintId: string,
  at: Date,
): Promise<ActionOutcome> {
  const own = and(eq(complaints.id, complaintId), eq(complaints.userId, actorId));
  const [, , deleted] = await db.batch([
    correctionStatement(db, own, "deleted_by_author", at.getTime()),
    // An author's deletion leaves nothing at the address (decision 033): not even the note of an
    // earlier removal that an appeal undid.
    db
      .delete(complaintRemovals)
      .where(
        and(
          eq(complaintRemovals.complaintId, complaintId),
          eq(complaintRemovals.authorId, actorId),
          sql`exists (select 1 from complaints c where c.id = ${complaintId} and c.user_id = ${actorId})`,
        ),
      ),
    db.delete(complaints).where(own).returning({ imageUrl: complaints.imageUrl }),
  ]);
  return deleted.length > 0
    ? {
        ok: true,
        toast: {
          title: "Success",
          description: "Complaint has been deleted.",
          words: { title: "success", text: "deleted" },
        },
        imageUrl: deleted[0]?.imageUrl,
      }
    : {
        ok: false,
        code: "forbidden",
        toast: {
          title: "Error",
          description: "Failed to delete complaint. Please try again.",
          words: { title: "ui.error", text: "member.deleteFailed" },
        },
      };
}

/**
 * The card's superadmin delete (the role is checked by the caller, from the session). It is a
 * moderator's removal, so it leaves the public stub too (decision 033), saying no reason was written.
 */
export async function deleteComplaintAsSuperadmin(
  db: Database,
  complaintId: string,
  at: Date,
  actorId: string | null = null,
): Promise<ActionOutcome> {
  const which = eq(complaints.id, complaintId);
  const now = at.getTime();
  const [, , deleted] = await db.batch([
    correctionStatement(db, which, "removed_by_moderators", now),
    recordRemoval(db, { complaintId, actorId, reason: MENU_REMOVAL_REASON, now }),
    db.delete(complaints).where(which).returning({ imageUrl: complaints.imageUrl }),
  ]);
  return {
    ok: true,
    toast: { title: "Complaint deleted by superadmin.", words: { title: "adminDeleted" } },
    imageUrl: deleted[0]?.imageUrl,
  };
}

/**
 * The author corrects their complaint's category (decision 026): the file, the venue's rules and the
 * topic lists read it; an edit of the text keeps it. The open data follows (a correction row).
 */
export async function setComplaintCategory(
  db: Database,
  actorId: string,
  complaintId: string,
  category: string,
  at: Date,
): Promise<boolean> {
  const own = and(eq(complaints.id, complaintId), eq(complaints.userId, actorId));
  const [updated] = await db.batch([
    db
      .update(complaints)
      .set({ category, updatedAt: at })
      .where(and(own, sql`${complaints.category} is not ${category}`))
      .returning({ id: complaints.id }),
    correctionStatement(db, and(own, sql`changes() > 0`), "edited_by_author", at.getTime()),
  ]);
  if (updated.length > 0) return true;
  // Unchanged is fine for the author; anyone else is refused.
  const [mine] = await db.select({ id: complaints.id }).from(complaints).where(own);
  return Boolean(mine);
}
