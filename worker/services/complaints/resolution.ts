import type { Words } from "@shared/messages/words";
import { readResolution } from "@shared/resolution";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";
import type { RefusalWords } from "../refusal";

const text = z.string().max(5000).optional().catch(undefined);
export const ResolutionFormSchema = z.object({
  resolutionSought: text,
  disputeAmount: text,
  disputeCurrency: text,
  sendToVenue: z.literal("on").optional().catch(undefined),
});

export type ResolutionOutcome =
  | { ok: true }
  | { ok: false; code: "invalid"; problem: string; words: Words }
  | { ok: false; code: "not_found"; problem: string; words: RefusalWords };

/**
 * The complainant changes what would resolve their complaint, the amount in dispute and whether
 * UCK should send their file to the venue. Only the author; the wish to send can no longer be
 * changed once the file went (or is going) to a venue.
 */
export async function updateResolution(
  db: Database,
  complaintId: string,
  userId: string,
  fields: z.infer<typeof ResolutionFormSchema>,
  now: number,
): Promise<ResolutionOutcome> {
  const read = readResolution(fields);
  if (!read.ok) return { ok: false, code: "invalid", problem: read.problem, words: read.words };
  const [updated] = await db
    .update(complaints)
    .set({
      ...read.values,
      sendToVenue: sql`case when ${complaints.authorityVenue} is null then ${fields.sendToVenue === "on" ? 1 : 0} else ${complaints.sendToVenue} end`,
      updatedAt: new Date(now),
    })
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)))
    .returning({ id: complaints.id });
  return updated
    ? { ok: true }
    : {
        ok: false,
        code: "not_found",
        problem: "Only the complainant can change this.",
        words: { text: "resolution.notAuthor" },
      };
}
