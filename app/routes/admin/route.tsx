import { statusOf } from "@worker/http/kit";
import { errorText, logEvent } from "@worker/log";
import { superadminAccess } from "@worker/services/admin/access";
import { data } from "react-router";
import { wordsOf } from "~/i18n/page-messages";
import { say } from "~/i18n/say.server";
import { pageMessages } from "~/i18n/sections.server";
import { type Answer, refuse, signedInAction } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/route";
import { AdminError, AdminSignIn } from "./admin-gate";
import { type AdminIntent, adminToast, failedToast } from "./answer.server";
import {
  decideCompanyClaim,
  decideSuggestedContact,
  setComplaintsAddress,
  setCountry,
} from "./companies.server";
import { AdminDashboard } from "./dashboard";
import { loadDashboard } from "./dashboard.server";
import { decideEntity, enterEntity, lookUpEntity } from "./entities.server";
import {
  decideAppealOfRemoval,
  decideExtortion,
  decideExtortionAppealIntent,
  decideReport,
} from "./moderation.server";
import { assignAdmin, block, breachDelete, grantSelf, revokeAdmin, unblock } from "./people.server";
import { decideFlood, handleMessage, reviewRefund } from "./reviews.server";
import { SelfGrantPanel } from "./self-grant-panel";

export const handle = { title: "Admin Panel", titleKey: "admin.title" };

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["admin.title"] ?? SITE_NAME,
    description: wordsOf(loaded?.pageMessages)["admin.metaDescription"] ?? SITE_NAME,
    path: "/admin",
    noindex: true,
  });

/**
 * A superadmin gets the dashboard (admin/dashboard.server.ts); anyone else the sign-in or the
 * self-grant. Every view carries the `admin` section in the request's language; only staff see
 * the page, so none of its words are in the root catalogue.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const words = pageMessages("admin", context.locale);
  const access = superadminAccess(context.user);
  if (!access.ok) {
    const user = context.user;
    const message = say(context.locale, access.words.text ?? "", access.words);
    return data(
      user
        ? {
            view: "denied" as const,
            message,
            userId: user.id,
            role: user.role,
            pageMessages: words,
          }
        : { view: "anonymous" as const, message, pageMessages: words },
      { status: statusOf(access.code), headers: { "Cache-Control": "no-store" } },
    );
  }
  try {
    const search = new URL(request.url).searchParams;
    const dashboard = await loadDashboard(context.db, access.actor.id, search);
    return data(
      { ...dashboard, pageMessages: words },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    logEvent("admin_load_failed", { error: errorText(error) });
    return data(
      {
        view: "error" as const,
        message: say(context.locale, "answer.statsFailed"),
        pageMessages: words,
      },
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
  ["decide-extortion-appeal", decideExtortionAppealIntent],
  ["decide-claim", decideCompanyClaim],
  ["decide-contact", decideSuggestedContact],
  ["set-contact", setComplaintsAddress],
  ["set-country", setCountry],
  ["lookup-entity", lookUpEntity],
  ["enter-entity", enterEntity],
  ["decide-entity", decideEntity],
  ["review-refund", reviewRefund],
  ["decide-flood", decideFlood],
  ["handle-message", handleMessage],
]);

/**
 * Every admin action. The role is checked here on the server for each request (the session
 * middleware reads the current role from D1); hiding buttons is never the guard. Its toasts are
 * said in the request's language from their keys (the kit, decision 037) before a full-page submit turns them
 * into a flash, so they are right with or without JavaScript.
 */
export const action = (args: Route.ActionArgs) =>
  signedInAction<Route.ActionArgs>(
    {
      name: "admin_action",
      failure: failedToast,
      signIn: adminToast("answer.signIn"),
    },
    async ({ form, intent, user, now }, { context }) => {
      // The one intent of a signed-in person who is not superadmin yet.
      if (intent === "grant-superadmin") return grantSelf(context, user, now);

      const access = superadminAccess(user);
      if (!access.ok)
        return refuse(intent, access.code, {
          title: access.message,
          words: { title: access.words.text },
        });
      const run = INTENTS.get(intent);
      if (!run) return refuse(intent, "invalid", adminToast("answer.unknown"));
      // The schemas read the form as posted (the last value of a repeated field, files included).
      const values = Object.fromEntries(form);
      return run({ intent, values, actorId: access.actor.id, now, context });
    },
  )(args);

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
