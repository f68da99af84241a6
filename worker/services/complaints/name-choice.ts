import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { complaints, profiles } from "../../db/schema";
import type { WordedProblem } from "../refusal";

/**
 * "Show my name publicly" (decision 042): the author's choice, per complaint, and the
 * profile's "for all my complaints" (which is also where new complaints start). What the public
 * then sees is decided in one place, `toCard` (../public/complaint.ts) and its siblings for
 * comments and search.
 */

/** The form of both switches: `show` is "1" (show my name) or "0" (hide it). */
export const NameChoiceSchema = z.object({ show: z.enum(["0", "1"]) });

/**
 * The filing form's choice: the checkbox `showName` ("on" when ticked) with the marker
 * `nameChoice=1`, which says the form had the checkbox at all (an unticked box sends nothing).
 * Without the marker the person's default decides.
 */
export const FilingNameSchema = z.object({
  nameChoice: z.literal("1").optional().catch(undefined),
  showName: z.literal("on").optional().catch(undefined),
});

/** The value of `complaints.name_hidden` for a new complaint of `userId`. */
export function filedNameHidden(userId: string, input: z.infer<typeof FilingNameSchema>) {
  if (input.nameChoice === "1") return input.showName !== "on";
  return sql<boolean>`coalesce((select p.hide_name_by_default from profiles p where p.id = ${userId}), 0)`;
}

/** Whether the person hides their name on new complaints (the filing form's starting position). */
export async function hidesNameByDefault(db: Database, userId: string) {
  const [row] = await db
    .select({ hide: profiles.hideNameByDefault })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.hide ?? false;
}

export const NAME_CHOICE_PROBLEM: WordedProblem = {
  title: "Not changed",
  description: "Only the person who filed a complaint can change how their name is shown.",
  words: { text: "complaint.nameChoice.notYours", title: "title.nameChoiceNotChanged" },
};

type Switched =
  | { ok: true }
  | { ok: false; code: "not_found" | "rate_limited"; problem: WordedProblem };

/** The refusal when the person changed names too often (both switches share one limit). */
async function nameChoiceLimited(db: Database, userId: string, now: number) {
  const limited = await rateLimitRefusal(db, [["nameChoiceByUser", userId]], now);
  if (!limited) return null;
  return {
    ok: false as const,
    code: "rate_limited" as const,
    problem: {
      title: NAME_CHOICE_PROBLEM.title,
      description: limited.message,
      words: { ...limited.words, title: "title.nameChoiceNotChanged" as const },
    },
  };
}

/**
 * Shows or hides the author's name on one complaint; only its author may (the rule is in the
 * statement). `updated_at` moves, so the feeds and the sitemap see a change.
 */
export async function setComplaintNameShown(
  db: Database,
  complaintId: string,
  userId: string,
  show: boolean,
  now: number,
): Promise<Switched> {
  const limited = await nameChoiceLimited(db, userId, now);
  if (limited) return limited;
  const changed = await db
    .update(complaints)
    .set({ nameHidden: !show, updatedAt: new Date(now) })
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)))
    .returning({ id: complaints.id });
  return changed.length > 0
    ? { ok: true }
    : { ok: false, code: "not_found", problem: NAME_CHOICE_PROBLEM };
}

/**
 * "For all my complaints": every complaint of the person and the starting position of new ones,
 * in one batch. Returns how many complaints changed.
 */
export async function setAllNamesShown(
  db: Database,
  userId: string,
  show: boolean,
  now: number,
): Promise<{ ok: true; changed: number } | Extract<Switched, { ok: false }>> {
  const limited = await nameChoiceLimited(db, userId, now);
  if (limited) return limited;
  const [changed] = await db.batch([
    db
      .update(complaints)
      .set({ nameHidden: !show, updatedAt: new Date(now) })
      .where(and(eq(complaints.userId, userId), eq(complaints.nameHidden, show)))
      .returning({ id: complaints.id }),
    db
      .update(profiles)
      .set({ hideNameByDefault: !show, updatedAt: new Date(now) })
      .where(eq(profiles.id, userId)),
  ]);
  return { ok: true, changed: changed.length };
}
