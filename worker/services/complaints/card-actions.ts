import type { Toast } from "@shared/messages/words";
import { REFUND_TOASTS } from "@shared/refunds";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../auth/current-user";
import { exceededRateLimit, rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { bookmarks, companyMembers, complaints, reports, shares, userMutes } from "../../db/schema";
import { writeCompanyFollow } from "../companies/follow";
import { answerRefund } from "../companies/refunds";
import type { Postbox } from "../mail/postbox";
import { COMPLAINT_GONE } from "../refusal";
import type { CardAction } from "./card-action-schema";
import { deleteComplaintAsSuperadmin, deleteOwnComplaint, editComplaintText } from "./edit-delete";
import { noteActorAddress, rankableNow, rankedAtNow } from "./ranking";
import { answerResponse } from "./satisfaction";

export type ActionOutcome =
  | { ok: true; toast: Toast; imageUrl?: string | null }
  | {
      ok: false;
      code: "invalid" | "forbidden" | "not_found" | "rate_limited" | "conflict";
      toast: Toast & { description: string };
    };

const notFound: ActionOutcome = { ok: false, code: "not_found", toast: COMPLAINT_GONE };

const alreadyReported: ActionOutcome = {
  ok: false,
  code: "conflict",
  toast: {
    title: "Already reported",
    description: "You have already reported this complaint. Our moderators will review it.",
    words: { text: "report.already", title: "title.alreadyReported" },
  },
};

async function complaintOf(db: Database, id: string) {
  const [row] = await db
    .select({
      userId: complaints.userId,
      companyId: complaints.companyId,
      hasResponse: complaints.hasResponse,
      imageUrl: complaints.imageUrl,
      nameHidden: complaints.nameHidden,
    })
    .from(complaints)
    .where(eq(complaints.id, id));
  return row;
}

/**
 * Runs one card action for `actor`. Every rule is checked here, on the server, and where it can
 * be, inside the statement itself (`where id = ? and user_id = ?`).
 */
export async function performCardAction(
  postbox: Postbox,
  actor: SessionUser,
  complaintId: string,
  action: CardAction,
  now: number,
): Promise<ActionOutcome> {
  const { db } = postbox;
  const complaint = await complaintOf(db, complaintId);
  if (!complaint) return notFound;
  const at = new Date(now);

  switch (action.intent) {
    case "save":
      await db
        .insert(bookmarks)
        .values({ userId: actor.id, complaintId, createdAt: at })
        .onConflictDoNothing();
      return { ok: true, toast: { title: "Post saved", words: { title: "saved" } } };
    case "unsave":
      await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, actor.id), eq(bookmarks.complaintId, complaintId)));
      return { ok: true, toast: { title: "Removed from saved", words: { title: "unsaved" } } };
    case "follow-company":
      await writeCompanyFollow(db, actor.id, complaint.companyId, true, now);
      return {
        ok: true,
        toast: {
          title: "Following",
          description: "You are now following this company.",
          words: { title: "following", text: "followingText" },
        },
      };
    case "unfollow-company":
      await writeCompanyFollow(db, actor.id, complaint.companyId, false, now);
      return { ok: true, toast: { title: "Unfollowed", words: { title: "unfollowed" } } };
    case "report": {
      const limited = await rateLimitRefusal(db, [["reportByUser", actor.id]], now);
      if (limited) {
        const { message: description, words } = limited;
        return { ok: false, code: "rate_limited", toast: { title: "Error", description, words } };
      }
      const [member] = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, complaint.companyId),
            eq(companyMembers.userId, actor.id),
          ),
        );
      // One report per account per complaint: the unique index refuses a second one.
      const stored = await db
        .insert(reports)
        .values({
          id: crypto.randomUUID(),
          complaintId,
          reporterId: actor.id,
          reason: action.reason,
          fromCompanyMember: member !== undefined,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (stored.length === 0) return alreadyReported;
      return { ok: true, toast: { title: "Report submitted", words: { title: "reported" } } };
    }
    case "mute-author":
      if (complaint.userId === actor.id) {
        return {
          ok: false,
          code: "invalid",
          toast: {
            title: "Error",
            description: "You cannot block yourself.",
            words: { text: "mute.self" },
          },
        };
      }
      // A person who hid their name here (decision 042) is not blocked from here: the blocked
      // list names whom one blocked, which would name them. The complaint can be reported.
      if (complaint.nameHidden) {
        return {
          ok: false,
          code: "invalid",
          toast: {
            title: "Error",
            description:
              "This person hid their name on this complaint, so they cannot be blocked from it. You can report the complaint.",
            words: { text: "mute.hiddenName" },
          },
        };
      }
      await db
        .insert(userMutes)
        .values({ userId: actor.id, mutedUserId: complaint.userId, createdAt: at })
        .onConflictDoNothing();
      return { ok: true, toast: { title: "User blocked", words: { title: "blocked" } } };
    case "edit":
      return editComplaintText(db, actor.id, complaintId, action.text, at);
    case "delete":
      return deleteOwnComplaint(db, actor.id, complaintId, at);
    case "admin-delete":
      if (actor.role !== "superadmin") {
        return {
          ok: false,
          code: "forbidden",
          toast: {
            title: "Error",
            description: "Access denied. Superadmin privileges required.",
            words: { text: "admin.only" },
          },
        };
      }
      return deleteComplaintAsSuperadmin(db, complaintId, at, actor.id);
    case "satisfaction": {
      // The refund confirmed in the same answer, first: a Yes needs it (resolution-rule.ts).
      if (action.satisfied === "yes" && action.refund === "received")
        await answerRefund(postbox, actor.id, complaintId, "received", now);
      return answerResponse(postbox, actor.id, complaint, complaintId, action.satisfied, now, {
        score: action.score,
        wouldReturn: action.wouldReturn === undefined ? undefined : action.wouldReturn === "yes",
      });
    }
    case "refund": {
      const { answered, counting, told } = await answerRefund(
        postbox,
        actor.id,
        complaintId,
        action.answer,
        now,
      );
      if (answered) {
        const said =
          action.answer === "not_received"
            ? told > 0
              ? "not_received_told"
              : "not_received"
            : counting === "counts"
              ? "received"
              : counting === "review"
                ? "received_review"
                : "received_not_counted";
        return { ok: true, toast: REFUND_TOASTS[said] };
      }
      const code = complaint.userId === actor.id ? "invalid" : "forbidden";
      return { ok: false, code, toast: REFUND_TOASTS.refused };
    }
  }
}

/**
 * A share (signed in or not), within the per-address limit: row and counters in one batch. A
 * share without an account ages like a young account's before it moves a ranking (decision 028).
 */
export async function recordShare(
  db: Database,
  complaintId: string,
  sharer: { userId: string | null; clientIp: string | null; address?: string | null },
  channel: "web_share" | "copy_link",
  now: number,
): Promise<{ ok: true; count: number } | { ok: false; code: "rate_limited" | "not_found" }> {
  if (await exceededRateLimit(db, [["shareByIp", sharer.clientIp]], now)) {
    return { ok: false, code: "rate_limited" };
  }
  const userId = sharer.userId;
  const address = sharer.address ?? null;
  const shareId = crypto.randomUUID();
  const seen = noteActorAddress(
    db,
    userId,
    address,
    now,
    sql`exists (select 1 from shares s where s.id = ${shareId})`,
  );
  const [inserted, updated] = await db.batch([
    db
      .insert(shares)
      .select(
        db
          .select({
            id: sql<string>`${shareId}`.as("id"),
            complaintId: complaints.id,
            userId: sql<string | null>`${userId}`.as("user_id"),
            channel: sql<string>`${channel}`.as("channel"),
            rankedAt: rankedAtNow(userId, address, now).as("ranked_at"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(complaints)
          .where(eq(complaints.id, complaintId)),
      )
      .returning({ id: shares.id }),
    db
      .update(complaints)
      .set({
        shareCount: sql`${complaints.shareCount} + changes()`,
        rankedShareCount: sql`${complaints.rankedShareCount} + changes() * ${rankableNow(userId, address, now)}`,
      })
      .where(eq(complaints.id, complaintId))
      .returning({ count: complaints.shareCount }),
    ...(seen ? [seen] : []),
  ]);
  return inserted.length > 0
    ? { ok: true, count: updated[0]?.count ?? 0 }
    : { ok: false, code: "not_found" };
}
