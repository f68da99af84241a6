import { PROFILE_COMPLAINTS_PER_PAGE } from "@shared/profile-limits";
import type { SessionUser } from "@worker/auth/current-user";
import type { Database } from "@worker/db/client";
import { mailSettingsOf } from "@worker/services/mail/unsubscribe";
import {
  getProfileOverview,
  listFollowing,
  listInvites,
  listProfileComplaints,
} from "@worker/services/users/profile";
import { redirect } from "react-router";
import { z } from "zod";
import { packCards } from "~/lib/card-wire.server";

const PageParam = z.coerce.number().int().min(1).max(100_000).catch(1);
const TabParam = z.enum(["complaints", "following", "invites", "settings"]).catch("complaints");

/**
 * What the signed-in person's profile shows for its address: the header's overview, every tab's
 * list (the complaints a page at a time) and the mail settings. A page past the last one
 * redirects to the last.
 */
export async function loadProfile(db: Database, user: SessionUser, search: URLSearchParams) {
  const page = PageParam.parse(search.get("page") ?? undefined);
  const [overview, following, invites, complaints, mail] = await Promise.all([
    getProfileOverview(db, user.id),
    listFollowing(db, user.id),
    listInvites(db, user.id),
    listProfileComplaints(db, user.id, page, user.id).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : "Unknown error",
    })),
    mailSettingsOf(db, user.id),
  ]);
  if (!overview) return { signedIn: false as const };
  // A page past the last one (an old link, a typed ?page=99) is the last page.
  if (!("error" in complaints)) {
    const last = Math.max(1, Math.ceil(complaints.total / PROFILE_COMPLAINTS_PER_PAGE));
    if (page > last) {
      search.set("page", String(last));
      throw redirect(`/profile?${search}`);
    }
  }
  return {
    signedIn: true as const,
    userId: user.id,
    tab: TabParam.parse(search.get("tab") ?? undefined),
    page,
    overview,
    following,
    invites: {
      goal: invites.goal,
      joined: invites.joined.map((invite) => ({
        id: invite.id,
        fullName: invite.fullName,
        username: invite.username,
        avatarUrl: invite.avatarUrl,
        joinedAt: invite.joinedAt?.getTime() ?? null,
      })),
      pending: invites.pending.map((invite) => ({
        id: invite.id,
        email: invite.inviteeEmail ?? "",
        sentAt: invite.createdAt.getTime(),
      })),
    },
    // The page's cards packed (decision 066).
    complaints:
      "error" in complaints
        ? complaints
        : { cards: packCards(complaints.cards), total: complaints.total },
    mail,
    now: Date.now(),
  };
}
