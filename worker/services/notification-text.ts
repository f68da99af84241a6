import { CLOCK_RULE_IDS } from "@shared/clocks";
import { money } from "@shared/format";
import { formatDueDay } from "@shared/refunds";
import { z } from "zod";
import { type WordKey, type WorkerWords, workerWords } from "../words";
import type { NotificationType } from "./notifications";

/**
 * What a notification says and where it leads, in the product's words, from its type, its data
 * and the names joined to it. The inbox (./notifications.ts) shows these sentences.
 */

const DataSchema = z
  .object({
    company: z.string().optional(),
    count: z.number().optional(),
    // Escalation: the complaint's author or a follower of the company; resolution: the
    // complainant or the company's members (told by the complainant's answer).
    recipient: z.enum(["author", "follower", "company"]).optional(),
    // A claim's decision and the page it was about.
    decision: z.enum(["approved", "rejected"]).optional(),
    slug: z.string().optional(),
    // A refund: the complainant's answer, the amount and its day.
    answer: z.enum(["received", "not_received"]).optional(),
    amountMinor: z.number().optional(),
    currency: z.string().optional(),
    dueOn: z.string().optional(),
    // A reminder to answer a company's claim: the day it closes unanswered (decision 040).
    closesOn: z.string().optional(),
    // A reminder to answer a complaint before its 48 hours end (decision 043): the hour it has
    // waited; with `count`, that many complaints of the company at once.
    dueHours: z.number().optional(),
    // The follow-up a week after escalation, to the company's members (decision 043).
    followUp: z.number().optional(),
    // The complainant's reminder to record what happened, 30 or 90 days after escalation
    // (decision 046): the days.
    outcomeReminder: z.number().optional(),
    // The company's members: the complainant recorded an outcome to confirm (decision 046).
    outcomeRecorded: z.number().optional(),
    // What the address rules put back to review (review_needed).
    contacts: z.number().optional(),
    claims: z.number().optional(),
    // A statutory clock's reminder (decision 044): the rule, its last day, and how far ahead.
    rule: z.string().optional(),
    deadline: z.string().optional(),
    days: z.number().optional(),
    // An appeal of an extortion finding: overturned or kept (decision 039).
    outcome: z.enum(["overturned", "kept"]).optional(),
  })
  .catch({});

export type NotificationRow = {
  type: NotificationType;
  complaintId: string | null;
  data: unknown;
  actorName: string | null;
  actorUsername: string | null;
  companyName: string | null;
  /** When UCK's mail with the complaint's file reached a venue (an escalation's true words). */
  authoritySentAt?: Date | null;
  /** Escalated without its company ever being told (migration 0030): the words say so. */
  unreachedReason?: string | null;
};

/** " of €40.00" when the notification carries the refund's amount. */
const refundText = (words: WorkerWords, data: { amountMinor?: number; currency?: string }) =>
  data.amountMinor !== undefined && data.currency
    ? words.t("notify.refundOf", {
        amount: money(data.amountMinor, data.currency, words.locale),
      })
    : "";

/**
 * The sentence and the link of a notification, in the reader's language (decision 030; English
 * by default, word for word the product's sentences). Built when the inbox is read, so a
 * reader who changes language reads every notification in the new one.
 */
export function describeNotification(
  row: NotificationRow,
  words: WorkerWords = workerWords(),
): { text: string; href: string | null } {
  const data = DataSchema.parse(row.data ?? {});
  const company = row.companyName ?? data.company ?? words.t("notify.aCompany");
  const actor = row.actorName ?? words.t("notify.someone");
  const say = (key: WordKey, values: Record<string, string | number> = {}) =>
    words.t(key, { company, actor, ...values });
  const complaint = row.complaintId ? `/complaint/${row.complaintId}` : null;
  switch (row.type) {
    case "company_responded":
      return { text: say("notify.companyResponded"), href: complaint };
    case "complaint_escalated": {
      // "To the authorities" only when UCK's mail with the file reached one (decision 026).
      const sent = Boolean(row.authoritySentAt);
      // Never "without a response" of a company that was never reached (decision 026).
      const unreached = !sent && Boolean(row.unreachedReason);
      return {
        text:
          data.recipient === "follower"
            ? say(
                sent
                  ? "notify.escalatedFollowerSent"
                  : unreached
                    ? "notify.escalatedFollowerUnreached"
                    : "notify.escalatedFollowerOnUck",
              )
            : data.recipient === "company"
              ? say(
                  data.outcomeRecorded
                    ? "notify.outcomeRecorded"
                    : data.followUp
                      ? "notify.followUpCompany"
                      : "notify.escalatedCompany",
                )
              : data.outcomeReminder
                ? say("notify.outcomeReminder")
                : say(
                    sent
                      ? "notify.escalatedAuthorSent"
                      : unreached
                        ? "notify.escalatedAuthorUnreached"
                        : "notify.escalatedAuthorOnUck",
                  ),
        href:
          (data.outcomeReminder || data.outcomeRecorded) && complaint
            ? `${complaint}/outcome`
            : data.recipient === "author" && !sent && complaint
              ? `${complaint}/file`
              : complaint,
      };
    }
    case "complaint_resolved":
      return {
        text:
          data.recipient === "company"
            ? say("notify.resolvedByComplainant")
            : data.closesOn
              ? say("notify.verdictReminder", {
                  day: formatDueDay(data.closesOn, words.locale),
                })
              : say("notify.resolvedByCompany"),
        href: complaint,
      };
    case "response_unsatisfied":
      return { text: say("notify.unsatisfied"), href: complaint };
    case "complaint_commented":
      return { text: say("notify.commented"), href: complaint };
    case "complaint_ucked":
      return {
        text: say("notify.ucked", {
          count:
            data.count === undefined
              ? words.t("notify.more")
              : new Intl.NumberFormat(words.locale).format(data.count),
        }),
        href: complaint,
      };
    case "user_followed":
      return {
        text: say("notify.followed"),
        href: row.actorUsername ? `/u/${encodeURIComponent(row.actorUsername)}` : null,
      };
    case "complaint_filed":
      if (data.dueHours !== undefined) {
        const values = { hours: data.dueHours, left: 48 - data.dueHours };
        return data.count !== undefined
          ? {
              text: say("notify.answerDueMany", {
                ...values,
                count: new Intl.NumberFormat(words.locale).format(data.count),
              }),
              href: data.slug ? `/company/${encodeURIComponent(data.slug)}?status=open` : null,
            }
          : { text: say("notify.answerDue", values), href: complaint };
      }
      return { text: say("notify.filed"), href: complaint };
    case "refund_answered":
      return {
        text: say(data.answer === "received" ? "notify.refundArrived" : "notify.refundMissing", {
          refund: refundText(words, data),
        }),
        href: complaint,
      };
    case "refund_offered":
      return {
        text: say("notify.refundOffered", {
          refund: refundText(words, data),
          due: data.dueOn
            ? words.t("notify.refundDue", { day: formatDueDay(data.dueOn, words.locale) })
            : "",
        }),
        href: complaint,
      };
    case "complaint_in_review":
      return { text: say("notify.inReview"), href: complaint };
    case "claim_decided":
      return {
        text: say(data.decision === "approved" ? "notify.claimApproved" : "notify.claimRejected"),
        href: data.slug ? `/company/${encodeURIComponent(data.slug)}` : null,
      };
    // To the complaint's author (decision 039): the page where they answer or appeal.
    case "extortion_reported":
      return {
        text: say("notify.extortionReported"),
        href: complaint && `${complaint}/answer-extortion`,
      };
    case "extortion_found":
      return {
        text: say("notify.extortionFound"),
        href: complaint && `${complaint}/answer-extortion`,
      };
    case "clock_deadline":
      return {
        text: say("notify.clockDeadline", {
          title: CLOCK_RULE_IDS.has(data.rule ?? "")
            ? words.t(`clocks.rule.${data.rule}.title` as WordKey)
            : "",
          day: data.deadline ? formatDueDay(data.deadline, words.locale) : "",
        }),
        href: complaint && `${complaint}#clocks-heading`,
      };
    case "extortion_appeal_decided":
      return {
        text: say(
          data.outcome === "overturned" ? "notify.extortionOverturned" : "notify.extortionKept",
        ),
        href: complaint,
      };
    case "review_needed":
      return {
        text: say("notify.reviewNeeded", {
          contacts: data.contacts ?? 0,
          claims: data.claims ?? 0,
        }),
        href: "/admin?tab=claims",
      };
  }
}
