import { readClockAnswers } from "@shared/clocks";
import { filedDescription, filedReachText, filedReachWords } from "@shared/company-reach";
import { complaintFacets } from "@shared/complaint-facets";
import {
  COMPLAINT_PROBLEMS,
  complaintProblem,
  isSiliconValley,
  SUBMIT_FAILED,
  UPLOAD_FAILED,
} from "@shared/complaint-validation";
import { escalationDeadlineFor } from "@shared/escalation";
import type { Words } from "@shared/messages/words";
import { readResolution } from "@shared/resolution";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { filingLimit, hitRateLimit, RATE_LIMITS, rateLimitRefusal } from "../../auth/rate-limit";
import { companies, companyExecutives, companyMembers, complaints } from "../../db/schema";
import { errorText, logEvent } from "../../log";
import { companyLinkColumns } from "../companies/columns";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import { planReach } from "../outreach/filing";
import { reachCompany } from "../outreach/reach";
import type { WordedProblem } from "../refusal";
import { bookClockRemindersOf } from "../reminders/clocks";
import { FilingNameSchema, filedNameHidden } from "./name-choice";
import { duplicateOf, groupToJoin } from "./same-problem";

/** The refusal of the same complaint filed again: the form shows it with a link to the first. */
export const duplicateProblem = (companyName: string, firstId: string): WordedProblem => ({
  title: "You already filed this complaint",
  description: `You filed a complaint about ${companyName} with nearly the same words in the last 30 days: it is at /complaint/${firstId}. Add to that one, or describe a different problem.`,
  words: {
    text: "complaint.duplicate",
    title: "title.duplicate",
    values: { company: companyName, id: firstId },
  },
});

/**
 * "I have this problem too" with a text unlike the group's (decision 039): a group is one
 * problem, so only a complaint that reads like it (the suggestions' own rule) joins it.
 */
export const GROUP_UNLIKE: WordedProblem = {
  title: "Your complaint reads differently",
  description:
    "“I have this problem too” joins complaints that describe the same problem in similar words, and yours reads differently from the group you chose. Your complaint is kept: send it on its own, or check for similar complaints again.",
  words: { text: "complaint.groupUnlike", title: "title.groupUnlike" },
};

/** "I have this problem too" about a complaint that was resolved or removed meanwhile. */
export const GROUP_GONE: WordedProblem = {
  title: "That complaint can no longer be joined",
  description:
    "The complaint you chose is resolved or no longer open. Your complaint is kept: send it on its own, or check for similar complaints again.",
  words: { text: "complaint.groupGone", title: "title.groupGone" },
};

const field = z.string().max(5000).catch("");
const optionalField = z.string().max(5000).optional().catch(undefined);
export const CreateComplaintSchema = z.object({
  companyName: field,
  companySlug: field,
  companyDomain: field,
  text: field,
  location: field,
  imageKey: z.string().max(200).optional(),
  // The author's position, only when they chose to share it ("Use my current position").
  latitude: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  longitude: z.coerce.number().min(-180).max(180).optional().catch(undefined),
  // Optional (decision 026): what would resolve it, the amount in dispute, and the wish that UCK send
  // the file to the venue if the company does not answer in 48 hours.
  resolutionSought: optionalField,
  disputeAmount: optionalField,
  disputeCurrency: optionalField,
  sendToVenue: z.literal("on").optional().catch(undefined),
  // Optional (decision 044): what went wrong, how it was paid, the purchase or delivery date, for the
  // author's statutory clocks (shared/clocks.ts). Read after the spec's checks.
  problem: optionalField,
  payment: optionalField,
  purchaseDate: optionalField,
  // "I have this problem too" (decision 029): the suggested complaint whose group this one joins.
  // A value that is no complaint's id (a file, an overlong one) can join nothing: refused.
  groupWith: z.string().max(5000).optional().catch("-"),
  // "Show my name publicly" (decision 042): the checkbox and the marker that the form had it.
  ...FilingNameSchema.shape,
});
export type CreateComplaintInput = z.infer<typeof CreateComplaintSchema>;

export type CreateOutcome =
  | {
      ok: true;
      id: string;
      companySlug: string;
      toast: { title: string; description: string; words: Words };
    }
  | { ok: false; code: "invalid" | "rate_limited"; problem: WordedProblem }
  | { ok: false; code: "conflict"; problem: WordedProblem; duplicateOf: string };

type ImageStore = {
  publish: (
    uploadKey: string,
  ) => Promise<{ url: string; removeUpload?: () => Promise<void> } | null>;
  remove: (url: string) => Promise<void>;
};

/**
 * Files a complaint: the spec's checks in order, the chosen company must exist with a domain,
 * the photo must be the filer's own upload. The complaint starts open with its 48-hour
 * escalation deadline. If the row cannot be written, the published photo is removed again and
 * the private upload kept, so the same form can be sent again; once it is written, the upload
 * goes (if that fails, the cron's sweep removes it later: the complaint stands either way).
 */
export async function createComplaint(
  postbox: Postbox,
  images: ImageStore,
  userId: string,
  input: CreateComplaintInput,
  now: number,
): Promise<CreateOutcome> {
  const { db } = postbox;
  // Every attempt counts, before anything is checked: a flood of bad forms is a flood too.
  const limited = await rateLimitRefusal(db, [["complaintByUser", userId]], now);
  if (limited) {
    return {
      ok: false,
      code: "rate_limited",
      problem: {
        title: SUBMIT_FAILED.title,
        description: limited.message,
        words: { ...limited.words, title: "title.submitFailed" },
      },
    };
  }
  const problem = complaintProblem(input);
  if (problem) return { ok: false, code: "invalid", problem };
  const resolution = readResolution(input);
  if (!resolution.ok) {
    return {
      ok: false,
      code: "invalid",
      problem: {
        title: SUBMIT_FAILED.title,
        description: resolution.problem,
        words: { ...resolution.words, title: "create.problem.submitFailed.title" },
      },
    };
  }
  const answers = readClockAnswers(input, now);
  if (!answers.ok) {
    return {
      ok: false,
      code: "invalid",
      problem: {
        title: SUBMIT_FAILED.title,
        description: answers.problem,
        words: { ...answers.words, title: "create.problem.submitFailed.title" },
      },
    };
  }
  const [company] = await db
    .select({
      ...companyLinkColumns,
      hasMx: companies.hasMx,
      mxCheckedAt: companies.mxCheckedAt,
      ceo: companyExecutives.ceo,
      title: companyExecutives.title,
    })
    .from(companies)
    .leftJoin(companyExecutives, eq(companyExecutives.companyId, companies.id))
    .where(eq(companies.slug, input.companySlug.trim()));
  if (!company?.domain) return { ok: false, code: "invalid", problem: COMPLAINT_PROBLEMS.domain };
  const text = input.text.trim();
  // One person, one complaint per problem (decision 029): the same text again is refused with a
  // link to the first, before any limit counts it or anything is published.
  const duplicate = await duplicateOf(db, userId, company.id, text, now);
  if (duplicate) {
    return {
      ok: false,
      code: "conflict",
      problem: duplicateProblem(company.name, duplicate.id),
      duplicateOf: duplicate.id,
    };
  }
  // Sent (even empty) only by "I have this problem too": it must name a complaint to join.
  const joining = input.groupWith?.trim() ?? "";
  const group =
    input.groupWith === undefined
      ? undefined
      : joining && joining.length <= 64
        ? await groupToJoin(db, company.id, joining, text, now)
        : null;
  if (group === null) return { ok: false, code: "invalid", problem: GROUP_GONE };
  if (group === "unlike") return { ok: false, code: "invalid", problem: GROUP_UNLIKE };
  // A burst is refused before anything is published or planned (the limits' reasons are in
  // RATE_LIMITS); only forms that would be filed count here.
  for (const rule of ["complaintBurstByUser", "complaintDailyByUser"] as const) {
    const hit = await hitRateLimit(db, rule, userId, now);
    if (!hit.allowed) {
      const refused = filingLimit(RATE_LIMITS[rule], hit.retryAfterSeconds);
      return {
        ok: false,
        code: "rate_limited",
        problem: {
          title: SUBMIT_FAILED.title,
          description: refused.message,
          words: { ...refused.words, title: "title.submitFailed" },
        },
      };
    }
  }
  // How it will reach the company, decided before it is written: the toast says what happens.
  const reach = await planReach(postbox, company, userId, now);

  let imageUrl: string | null = null;
  let removeUpload: (() => Promise<void>) | undefined;
  if (input.imageKey) {
    const published = await images.publish(input.imageKey);
    if (!published) return { ok: false, code: "invalid", problem: UPLOAD_FAILED };
    imageUrl = published.url;
    removeUpload = published.removeUpload;
  }

  const id = crypto.randomUUID();
  const createdAt = new Date(now);
  const location = input.location.trim() || null;
  const position =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  try {
    const filed = db.insert(complaints).values({
      id,
      text,
      companyId: company.id,
      companyName: company.name,
      location,
      ...complaintFacets({ companyName: company.name, text, location }, position),
      userId,
      imageUrl,
      status: "open",
      ...resolution.values,
      ...answers.values,
      sendToVenue: input.sendToVenue === "on",
      nameHidden: filedNameHidden(userId, input),
      groupId: group ? group.groupId : null,
      escalationDeadline: escalationDeadlineFor(createdAt),
      // Told now: the members' notifications are written in this batch.
      ...(reach.kind === "members"
        ? { sentToCompanyAt: createdAt, sentToCompanyVia: "members" as const }
        : {}),
      createdAt,
      updatedAt: createdAt,
    });
    // The company's members hear of it in the same batch ("Companies will be notified
    // immediately"): in the app, and by mail unless they chose otherwise.
    // The complaint it joined founds the group in the same batch (its id names the group; a
    // complaint's group never changes once set, so a race writes the same id twice).
    const founded = group?.founder
      ? [
          db
            .update(complaints)
            .set({ groupId: group.groupId })
            .where(and(eq(complaints.id, group.founder), isNull(complaints.groupId))),
        ]
      : [];
    await db.batch([
      filed,
      ...founded,
      ...notify(postbox, {
        type: "complaint_filed",
        cause: `filed:${id}`,
        perRecipient: true,
        to: companyMembers.userId,
        complaintId: id,
        actorId: userId,
        data: sql`json_object('company', ${company.name})`,
        now,
        select: (columns) =>
          db
            .select(columns)
            .from(companyMembers)
            .where(
              and(eq(companyMembers.companyId, company.id), ne(companyMembers.userId, userId)),
            ),
      }),
    ]);
  } catch (error) {
    if (imageUrl) await images.remove(imageUrl);
    throw error;
  }
  await removeUpload?.().catch((error) =>
    logEvent("remove_upload_failed", { error: errorText(error) }),
  );
  // The author's statutory clocks' reminders (decision 044), when a purchase date was given: the
  // complaint stands if booking fails (the next change of the answers books them again).
  if (answers.values.purchaseDate !== null) {
    await bookClockRemindersOf(db, id, now).catch((error) =>
      logEvent("clock_reminders_failed", { error: errorText(error) }),
    );
  }
  // A company nobody manages on UCK hears of it by mail, after the answer (outreach/reach.ts).
  if (reach.kind === "mail_now") postbox.afterAnswer(() => reachCompany(postbox, company.id, now));

  const reachText = filedReachText(company.name, reach);
  const description = isSiliconValley(location)
    ? `Your complaint has been published with enhanced visibility across Silicon Valley${company.ceo ? ` and tagged for ${company.ceo}, ${company.title} of ${company.name}` : ""}. ${reachText}`
    : filedDescription(reachText);
  const published: Words = !isSiliconValley(location)
    ? { text: "filed.published" }
    : company.ceo
      ? {
          text: "filed.siliconValleyCeo",
          values: { ceo: company.ceo, title: company.title ?? "", company: company.name },
        }
      : { text: "filed.siliconValley" };
  return {
    ok: true,
    id,
    companySlug: company.slug,
    toast: {
      title: "Complaint submitted successfully!",
      description,
      words: {
        title: "filed.title",
        text: "filed.description",
        parts: { published, reach: filedReachWords(company.name, reach) },
      },
    },
  };
}
