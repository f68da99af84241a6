import { InviteEmailSchema } from "@shared/invite-validation";
import { unblockUser } from "@worker/services/users/blocks";
import { inviteByEmail } from "@worker/services/users/invites";
import { z } from "zod";
import { unblockedToast } from "~/components/profile/unblock-button";
import { fill } from "~/i18n/i18n";
import { sayRefusal } from "~/i18n/refusals.server";
import { sectionWords } from "~/i18n/sections.server";
import { refuse, succeed } from "~/kit/action.server";
import { UPDATE_FAILED } from "../../components/profile/profile-failures";
import type { ProfileIntent } from "./intent.server";

/* The Invites and Following tabs' intents: a friend invited by e-mail, a blocked person unblocked. */

export const inviteFriend: ProfileIntent = async ({ fields, intent, user, now }, context) => {
  const attemptId = crypto.randomUUID();
  const words = sectionWords("profile", context.locale);
  const parsed = InviteEmailSchema.safeParse({ email: fields.email ?? "" });
  if (!parsed.success) {
    return refuse(intent, "invalid", undefined, {
      attemptId,
      error: words["invites.invalidEmail"],
    });
  }
  const result = await inviteByEmail(
    context.postbox,
    { id: user.id, name: user.profile?.fullName ?? "A friend" },
    parsed.data.email,
    now,
  );
  if (!result.ok) {
    // The service's refusal in the page's language (decision 030).
    const error = sayRefusal(context.locale, result.words);
    return refuse(intent, result.code, undefined, { attemptId, error });
  }
  const title = fill(words["invites.sentToast"], { email: parsed.data.email });
  return succeed(intent, { title }, { attemptId });
};

export const unblockPerson: ProfileIntent = async ({ fields, intent, user }, context) => {
  const blockedId = z.string().min(1).max(64).safeParse(fields.userId);
  if (!blockedId.success) return refuse(intent, "invalid", UPDATE_FAILED);
  const unblocked = await unblockUser(context.db, user.id, blockedId.data);
  if (!unblocked) return refuse(intent, "not_found", UPDATE_FAILED);
  return succeed(
    intent,
    unblockedToast(unblocked.fullName, sectionWords("profile", context.locale)),
  );
};
