import { errorText, logEvent, readForm } from "@worker/http/kit";
import {
  ADMIN_MESSAGES,
  grantSelfSuperadmin,
  superadminAccess,
} from "@worker/services/admin/access";
import { BreachSchema, deleteForBreach } from "@worker/services/admin/breach";
import {
  ClaimDecisionSchema,
  decideClaim,
  listClaimsForReview,
} from "@worker/services/admin/claims";
import {
  decideReports,
  listReportQueue,
  ModerationDecisionSchema,
} from "@worker/services/admin/moderation";
import { assignAdminRole, revokeAdminRole } from "@worker/services/admin/roles";
import {
  BlockSchema,
  blockUser,
  getAdminStats,
  listAdminUsers,
  listBlockableUsers,
  unblockUser,
} from "@worker/services/admin/users";
import {
  HandleMessageSchema,
  listContactMessages,
  markContactMessageHandled,
} from "@worker/services/contact";
import { data } from "react-router";
import { z } from "zod";
import { AdminError, AdminSignIn } from "~/components/admin/admin-gate";
import { AdminDashboard } from "~/components/admin/dashboard";
import { SelfGrantPanel } from "~/components/admin/self-grant-panel";
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

const TabParam = z.enum(["users", "moderation", "claims", "messages"]).catch("users");
const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1);
const QueryParam = z.string().trim().max(100).catch("");
/** The role change waiting for its confirmation (?role=grant:<id> or revoke:<id>). */
const RoleParam = z
  .string()
  .regex(/^(grant|revoke):[\w-]{1,64}$/)
  .transform((value) => {
    const [kind, userId = ""] = value.split(":");
    return { kind: kind === "grant" ? ("grant" as const) : ("revoke" as const), userId };
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
      { status: access.status, headers: { "Cache-Control": "no-store" } },
    );
  }
  const search = new URL(request.url).searchParams;
  const tab = TabParam.parse(search.get("tab") ?? undefined);
  const query = QueryParam.parse(search.get("q") ?? undefined);
  const page = PageParam.parse(search.get("page") ?? undefined);
  const roleChange = RoleParam.parse(search.get("role"));
  try {
    const [stats, reports, claims, messages, users, blockable] = await Promise.all([
      getAdminStats(context.db),
      listReportQueue(context.db),
      listClaimsForReview(context.db),
      listContactMessages(context.db),
      tab === "users" ? listAdminUsers(context.db, query, page) : null,
      tab === "moderation" ? listBlockableUsers(context.db, query, access.actor.id) : [],
    ]);
    return data(
      {
        view: "dashboard" as const,
        viewerId: access.actor.id,
        tab,
        query,
        page,
        stats,
        reports,
        claims,
        messages,
        users,
        roleChange,
        blockable,
        now: Date.now(),
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

type ActionResult = {
  ok: boolean;
  toast: { title: string; description?: string };
  error?: string;
};

function refused(status: number, title: string, description?: string) {
  return data<ActionResult>({ ok: false, toast: { title, description }, error: title }, { status });
}

/**
 * Every admin action. The role is checked here on the server for each request (the session
 * middleware reads the current role from D1); hiding buttons is never the guard.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a readable form (JSON, text, broken multipart) reads as an empty one.
  const form = Object.fromEntries(await readForm(request));
  const now = Date.now();
  const user = context.user;
  if (!user) return refused(401, ADMIN_MESSAGES.signIn);

  if (form.intent === "grant-superadmin") {
    try {
      const granted = await grantSelfSuperadmin(context.db, context.config, user, now);
      if (!granted.ok) return refused(403, granted.message);
      // The grant revoked the old sessions; this browser continues with a new one.
      const cookie = await context.auth.signIn(user.id, granted.sessionVersion);
      return data<ActionResult>(
        { ok: true, toast: { title: "Superadmin role assigned" } },
        { headers: { "Set-Cookie": cookie } },
      );
    } catch (error) {
      logEvent("grant_failed", { error: errorText(error) });
      return refused(500, ADMIN_MESSAGES.grantFailed);
    }
  }

  const access = superadminAccess(user);
  if (!access.ok) return refused(access.status, access.message);
  const actorId = access.actor.id;

  const failures: Record<string, string> = {
    block: ADMIN_MESSAGES.blockFailed,
    unblock: ADMIN_MESSAGES.unblockFailed,
    "assign-admin": ADMIN_MESSAGES.roleFailed,
    "revoke-admin": ADMIN_MESSAGES.revokeFailed,
  };
  const failed = failures[String(form.intent)] ?? "Something went wrong. Please try again.";
  try {
    switch (form.intent) {
      case "block": {
        const parsed = BlockSchema.safeParse(form);
        if (!parsed.success) return refused(400, ADMIN_MESSAGES.blockInvalid);
        const result = await blockUser(context.db, actorId, parsed.data, now);
        return result.ok
          ? { ok: true, toast: { title: result.message } }
          : refused(result.status, failed, result.message);
      }
      case "unblock":
      case "assign-admin":
      case "revoke-admin": {
        const parsed = UserIdSchema.safeParse(form);
        if (!parsed.success) return refused(400, failed);
        const { userId } = parsed.data;
        const result =
          form.intent === "unblock"
            ? await unblockUser(context.db, userId)
            : form.intent === "assign-admin"
              ? await assignAdminRole(context.db, actorId, userId, now)
              : await revokeAdminRole(context.db, actorId, userId, now);
        return result.ok
          ? { ok: true, toast: { title: result.message } }
          : refused(result.status, failed, result.message);
      }
      case "decide-report": {
        const parsed = ModerationDecisionSchema.safeParse(form);
        if (!parsed.success) return refused(400, "Choose Keep or Remove for a reported complaint.");
        const result = await decideReports(context.db, actorId, parsed.data, now);
        if (!result.ok) return refused(result.status, result.message);
        if (result.removedImageUrl) context.deleteStoredImage(result.removedImageUrl);
        return { ok: true, toast: { title: result.message } };
      }
      case "decide-claim": {
        const parsed = ClaimDecisionSchema.safeParse(form);
        if (!parsed.success) return refused(400, "Choose Approve or Reject for a claim.");
        const result = await decideClaim(
          { db: context.db, mailer: context.mailer, publicUrl: context.config.publicHost },
          actorId,
          parsed.data,
          now,
        );
        return result.ok
          ? { ok: true, toast: { title: result.message } }
          : refused(result.status, result.message);
      }
      case "handle-message": {
        const parsed = HandleMessageSchema.safeParse(form);
        if (!parsed.success) return refused(400, "Choose a message to mark handled.");
        const result = await markContactMessageHandled(
          context.db,
          actorId,
          parsed.data.messageId,
          now,
        );
        return result.ok
          ? { ok: true, toast: { title: result.message } }
          : refused(result.status, result.message);
      }
      case "breach-delete": {
        const parsed = BreachSchema.safeParse(form);
        if (!parsed.success) {
          return refused(400, parsed.error.issues[0]?.message ?? "Please give a reason.");
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
        return result.ok
          ? { ok: true, toast: { title: result.message } }
          : refused(result.status, result.message);
      }
      default:
        return refused(400, "Unknown action.");
    }
  } catch (error) {
    console.error(
      JSON.stringify({ event: "admin_action_failed", intent: form.intent, error: String(error) }),
    );
    return refused(500, failed);
  }
}

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
