import { errorText, logEvent, statusOf } from "@worker/http/kit";
import { ADMIN_MESSAGES, superadminAccess } from "@worker/services/admin/access";
import { data } from "react-router";
import { AdminError, AdminSignIn } from "~/components/admin/admin-gate";
import { AdminDashboard } from "~/components/admin/dashboard";
import { SelfGrantPanel } from "~/components/admin/self-grant-panel";
import { type Answer, refuse, signedInAction } from "~/kit/action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";
import { type AdminIntent, failedText } from "./admin/answer.server";
import {
  decideCompanyClaim,
  decideSuggestedContact,
  setComplaintsAddress,
  setCountry,
} from "./admin/companies.server";
import { loadDashboard } from "./admin/dashboard.server";
import { decideAppealOfRemoval, decideExtortion, decideReport } from "./admin/moderation.server";
import {
  assignAdmin,
  block,
  breachDelete,
  grantSelf,
  revokeAdmin,
  unblock,
} from "./admin/people.server";
import { decideFlood, handleMessage, reviewRefund } from "./admin/reviews.server";

export const handle = { title: "Admin Panel" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin Panel",
    description: "UCK administration.",
    path: "/admin",
    noindex: true,
  });

/** A superadmin gets the dashboard (admin/dashboard.server.ts); anyone else the sign-in or the self-grant. */
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
  try {
    const search = new URL(request.url).searchParams;
    const dashboard = await loadDashboard(context.db, access.actor.id, search);
    return data(dashboard, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logEvent("admin_load_failed", { error: errorText(error) });
    return data(
      { view: "error" as const, message: ADMIN_MESSAGES.statsFailed },
      { status: 500, headers: { "Cache-Control": "no-store" } },
    );
  }
}

/** Every admin panel's answer: a toast, and `error` for the dialogs that show it in place. */
export type AdminAnswer = Answer;

/** The superadmin's intents, each with its handler (in admin/, by the tab it serves). */
const INTENTS = new Map<string, AdminIntent>([
  ["block", block],
  ["unblock", unblock],
  ["assign-admin", assignAdmin],
  ["revoke-admin", revokeAdmin],
  ["breach-delete", breachDelete],
  ["decide-report", decideReport],
  ["decide-appeal", decideAppealOfRemoval],
  ["decide-extortion", decideExtortion],
  ["decide-claim", decideCompanyClaim],
  ["decide-contact", decideSuggestedContact],
  ["set-contact", setComplaintsAddress],
  ["set-country", setCountry],
  ["review-refund", reviewRefund],
  ["decide-flood", decideFlood],
  ["handle-message", handleMessage],
]);

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
    // The one intent of a signed-in person who is not superadmin yet.
    if (intent === "grant-superadmin") return grantSelf(context, user, now);

    const access = superadminAccess(user);
    if (!access.ok) return refuse(intent, access.code, { title: access.message });
    const run = INTENTS.get(intent);
    if (!run) return refuse(intent, "invalid", { title: "Unknown action." });
    // The schemas read the form as posted (the last value of a repeated field, files included).
    const values = Object.fromEntries(form);
    return run({ intent, values, actorId: access.actor.id, now, context });
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
