import { GENERIC_FAILURE } from "@shared/failure-text";
import { errorText, logEvent, statusOf } from "@worker/http/kit";
import { listJobStatuses } from "@worker/jobs/status";
import {
  ADMIN_MESSAGES,
  grantSelfSuperadmin,
  superadminAccess,
} from "@worker/services/admin/access";
import {
  AppealDecisionSchema,
  decideAppeal,
  listPendingAppeals,
} from "@worker/services/admin/appeals";
import { BreachSchema, deleteForBreach } from "@worker/services/admin/breach";
import {
  ClaimDecisionSchema,
  decideClaim,
  listClaimsForReview,
} from "@worker/services/admin/claims";
import {
  countReportedComplaints,
  decideReports,
  listReportQueue,
  ModerationDecisionSchema,
  parseQueueCursor,
} from "@worker/services/admin/moderation";
import type { AdminOutcome } from "@worker/services/admin/outcome";
import {
  decideRefundReview,
  listRefundsForReview,
  RefundReviewSchema,
} from "@worker/services/admin/refund-reviews";
import { assignAdminRole, revokeAdminRole } from "@worker/services/admin/roles";
import {
  BlockSchema,
  blockUser,
  getAdminStats,
  listAdminUsers,
  listBlockableUsers,
  unblockUser,
} from "@worker/services/admin/users";
import { SetCountrySchema, setCompanyCountry } from "@worker/services/companies/country";
import {
  decideFloodWindow,
  FloodDecisionSchema,
  listFloodWindows,
} from "@worker/services/companies/flood-review";
import {
  HandleMessageSchema,
  listContactMessages,
  markContactMessageHandled,
} from "@worker/services/contact";
import {
  decideExtortionReport,
  ExtortionDecisionSchema,
  listExtortionQueue,
} from "@worker/services/flags/extortion";
import { decideContact, listPendingContacts, setContact } from "@worker/services/outreach/contacts";
import { data } from "react-router";
import { z } from "zod";
import { AdminError, AdminSignIn } from "~/components/admin/admin-gate";
import { AdminDashboard } from "~/components/admin/dashboard";
import { SelfGrantPanel } from "~/components/admin/self-grant-panel";
import { type Answer, refuse, signedInAction, succeed } from "~/kit/action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";

export const handle = { title: "Admin Panel" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin Panel",
    description: "UCK administration.",
    path: "/admin",
    noindex: true,
  });

const TabParam = z
  .enum(["users", "moderation", "claims", "refunds", "messages", "flood", "jobs"])
  .catch("users");
const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1);
const QueryParam = z.string().trim().max(100).catch("");
/** The row action waiting for its confirmation (?ask=block:<id>, grant, revoke or breach). */
const AskParam = z
  .string()
  .regex(/^(grant|revoke|block|breach):[\w-]{1,64}$/)
  .transform((value) => {
    const [kind = "", userId = ""] = value.split(":");
    return { kind: z.enum(["grant", "revoke", "block", "breach"]).parse(kind), userId };
  })
  .nullable()
  .catch(null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const access = superadminAccess(context.user);
  if (!access.ok) {
    const user = context.user;
    return data(
      user
        ? { view: "denied" as const, message: access.message, userId: user.id, role: user.role }
        : { view: "anonymous" as const, message: access.message },
      { status: statusOf(access.code), headers: { "Cache-Control": "no-store" } },
    );
  }
  const search = new URL(request.url).searchParams;
  const tab = TabParam.parse(search.get("tab") ?? undefined);
  const query = QueryParam.parse(search.get("q") ?? undefined);
  const page = PageParam.parse(search.get("page") ?? undefined);
  const ask = AskParam.parse(search.get("ask"));
  // The moderation queue's page: the cursor its "Next page" link carries (none: the first page).
  const cursor = search.get("after");
  const after = tab === "moderation" && parseQueueCursor(cursor) ? cursor : null;
  try {
    const now = Date.now();
    const [
      stats,
      reported,
      reports,
      extortion,
      claims,
      contacts,
      refundReviews,
      messages,
      jobs,
      users,
      blockable,
      appeals,
      floodWindows,
    ] = await Promise.all([
      getAdminStats(context.db),
      countReportedComplaints(context.db),
      listReportQueue(context.db, after),
      listExtortionQueue(context.db),
      listClaimsForReview(context.db),
      listPendingContacts(context.db),
      listRefundsForReview(context.db),
      listContactMessages(context.db),
      // Every tab's label counts the jobs in trouble, so they are read on every tab.
      listJobStatuses(context.db, now),
      tab === "users" ? listAdminUsers(context.db, query, page) : null,
      tab === "moderation" ? listBlockableUsers(context.db, query, access.actor.id) : [],
      // Appeals of removals (issue 37): few, and every one waits for a superadmin.
      tab === "moderation" ? listPendingAppeals(context.db) : [],
      // The tab's label counts the open windows, so they are read on every tab.
      listFloodWindows(context.db),
    ]);
    return data(
      {
        view: "dashboard" as const,
        viewerId: access.actor.id,
        tab,
        query,
        page,
        stats,
        reported,
        reports,
        extortion,
        afterCursor: after,
        claims,
        contacts: contacts.map((contact) => ({
          ...contact,
          createdAt: contact.createdAt.getTime(),
        })),
        refundReviews,
        messages,
        jobs,
        floodWindows,
        users,
        ask,
        blockable,
        appeals,
        now,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    logEvent("admin_load_failed", { error: errorText(error) });
    return data(
      { view: "error" as const, message: ADMIN_MESSAGES.statsFailed },
      { status: 500, headers: { "Cache-Control": "no-store" } },
    );
  }
}

const UserIdSchema = z.object({ userId: z.string().trim().min(1).max(64) });
const ContactDecisionSchema = z.object({
  contactId: z.string().trim().min(1).max(64),
  decision: z.enum(["confirm", "refuse"]),
});
const SetContactSchema = z.object({
  slug: z.string().trim().min(1).max(200),
  address: z.string().trim().min(3).max(320),
});

/** The spec's failure texts, per intent; the refusals of these intents are titled by them too. */
const FAILED: Record<string, string> = {
  "grant-superadmin": ADMIN_MESSAGES.grantFailed,
  block: ADMIN_MESSAGES.blockFailed,
  unblock: ADMIN_MESSAGES.unblockFailed,
  "assign-admin": ADMIN_MESSAGES.roleFailed,
  "revoke-admin": ADMIN_MESSAGES.revokeFailed,
};
const failedText = (intent: string) =>
  (Object.hasOwn(FAILED, intent) ? FAILED[intent] : undefined) ?? GENERIC_FAILURE;

/**
 * A use case's answer: its message is the toast; a refusal is titled `title` when given (the
 * message then describes it), else by its message.
 */
function answer(intent: string, result: AdminOutcome, title?: string) {
  if (result.ok) return succeed(intent, { title: result.message });
  const toast = title ? { title, description: result.message } : { title: result.message };
  return refuse(intent, result.code, toast);
}

/** Every admin panel's answer: a toast, and `error` for the dialogs that show it in place. */
export type AdminAnswer = Answer;

/**
 * Every admin action. The role is checked here on the server for each request (the session
 * middleware reads the current role from D1); hiding buttons is never the guard.
 */
export const action = signedInAction<Route.ActionArgs>(
  {
    name: "admin_action",
    failure: (intent) => ({ title: failedText(intent) }),
    signIn: { title: ADMIN_MESSAGES.signIn },
  },
  async ({ form, intent, user, now }, { context }) => {
    // The schemas read the form as posted (the last value of a repeated field, files included).
    const values = Object.fromEntries(form);
    if (intent === "grant-superadmin") {
      const granted = await grantSelfSuperadmin(context.db, context.config, user, now);
      if (!granted.ok) return refuse(intent, granted.code, { title: granted.message });
      // The grant revoked the old sessions; this browser continues with a new one.
      const cookie = await context.auth.signIn(user.id, granted.sessionVersion);
      return succeed(intent, { title: "Superadmin role assigned" }, undefined, {
        "Set-Cookie": cookie,
      });
    }

    const access = superadminAccess(user);
    if (!access.ok) return refuse(intent, access.code, { title: access.message });
    const actorId = access.actor.id;

    switch (intent) {
      case "block": {
        const parsed = BlockSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: ADMIN_MESSAGES.blockInvalid });
        }
        const result = await blockUser(context.db, actorId, parsed.data, now);
        return answer(intent, result, failedText(intent));
      }
      case "unblock":
      case "assign-admin":
      case "revoke-admin": {
        const parsed = UserIdSchema.safeParse(values);
        if (!parsed.success) return refuse(intent, "invalid", { title: failedText(intent) });
        const { userId } = parsed.data;
        const result =
          intent === "unblock"
            ? await unblockUser(context.db, userId)
            : intent === "assign-admin"
              ? await assignAdminRole(context.db, actorId, userId, now)
              : await revokeAdminRole(context.db, actorId, userId, now);
        return answer(intent, result, failedText(intent));
      }
      case "decide-report": {
        const parsed = ModerationDecisionSchema.safeParse(values);
        if (!parsed.success) {
          // A removal without its reason: the stub would have nothing to say.
          const noReason = values.outcome === "removed" && values.complaintId;
          return refuse(intent, "invalid", {
            title: noReason
              ? "Write the reason the stub will show, then Remove."
              : "Choose Keep or Remove for a reported complaint.",
          });
        }
        const result = await decideReports(context.db, actorId, parsed.data, now);
        if (result.ok && result.removedImageUrl) context.deleteStoredImage(result.removedImageUrl);
        return answer(intent, result);
      }
      case "decide-appeal": {
        const parsed = AppealDecisionSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Choose Restore or Reject for an appeal." });
        }
        return answer(intent, await decideAppeal(context.db, actorId, parsed.data, now));
      }
      case "decide-extortion": {
        const parsed = ExtortionDecisionSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", {
            title: "Choose Uphold or Reject for an extortion report.",
          });
        }
        return answer(intent, await decideExtortionReport(context.db, actorId, parsed.data, now));
      }
      case "decide-claim": {
        const parsed = ClaimDecisionSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Choose Approve or Reject for a claim." });
        }
        const result = await decideClaim(context.postbox, actorId, parsed.data, now);
        return answer(intent, result);
      }
      case "decide-contact": {
        const parsed = ContactDecisionSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Choose Confirm or Refuse for an address." });
        }
        const decided = await decideContact(context.db, actorId, parsed.data, now);
        return decided
          ? succeed(intent, {
              title: parsed.data.decision === "confirm" ? "Address confirmed" : "Address refused",
            })
          : refuse(intent, "conflict", { title: "This address has already been decided." });
      }
      case "set-contact": {
        const parsed = SetContactSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Give the company's slug and an address." });
        }
        const result = await setContact(context.db, actorId, parsed.data, now);
        return result.ok
          ? succeed(intent, { title: result.message })
          : refuse(intent, "invalid", { title: result.message });
      }
      case "set-country": {
        const parsed = SetCountrySchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Give the company's slug and a country." });
        }
        const result = await setCompanyCountry(context.db, parsed.data, now);
        return result.ok
          ? succeed(intent, { title: result.message })
          : refuse(intent, "invalid", { title: result.message });
      }
      case "review-refund": {
        const parsed = RefundReviewSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Choose Approve or Refuse for a refund." });
        }
        return answer(intent, await decideRefundReview(context.db, actorId, parsed.data, now));
      }
      case "decide-flood": {
        const parsed = FloodDecisionSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Choose Clear or Uphold for a window." });
        }
        return answer(intent, await decideFloodWindow(context.db, actorId, parsed.data, now));
      }
      case "handle-message": {
        const parsed = HandleMessageSchema.safeParse(values);
        if (!parsed.success) {
          return refuse(intent, "invalid", { title: "Choose a message to mark handled." });
        }
        const result = await markContactMessageHandled(
          context.db,
          actorId,
          parsed.data.messageId,
          now,
        );
        return answer(intent, result);
      }
      case "breach-delete": {
        const parsed = BreachSchema.safeParse(values);
        if (!parsed.success) {
          const title = parsed.error.issues[0]?.message ?? "Please give a reason.";
          return refuse(intent, "invalid", { title });
        }
        const result = await deleteForBreach(
          {
            db: context.db,
            addressHashKey: context.config.addressHashKey,
            ...context.buckets,
          },
          actorId,
          parsed.data,
          now,
        );
        return answer(intent, result);
      }
      default:
        return refuse(intent, "invalid", { title: "Unknown action." });
    }
  },
);

export default function Admin({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "anonymous") return <AdminSignIn message={loaderData.message} />;
  if (loaderData.view === "denied") {
    return (
      <SelfGrantPanel
        userId={loaderData.userId}
        role={loaderData.role}
        denied={loaderData.message}
      />
    );
  }
  if (loaderData.view === "error") return <AdminError message={loaderData.message} />;
  return <AdminDashboard {...loaderData} />;
}
