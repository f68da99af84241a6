import {
  listNotifications,
  markAllRead,
  markRead,
  NotificationCursorParam,
} from "@worker/services/notifications";
import { workerWords } from "@worker/words";
import { Bell } from "lucide-react";
import { data, redirect } from "react-router";
import { z } from "zod";
import { SignInPrompt } from "~/components/auth/sign-in-prompt";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PageHeading } from "~/components/shell/page-heading";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { type Answer, refuse, signedInAction, succeed } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/route";
import { NotificationList } from "./notification-list";

export const handle = { title: "Notifications" };

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: "Notifications",
    description:
      wordsOf(loaded?.pageMessages)["notifications.description"] ??
      "What happened to your complaints and follows.",
    path: "/notifications",
    noindex: true,
  });

const NO_STORE = { "Cache-Control": "no-store" };

/** The first page, or with `?cursor=` the next one ("Load more"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.user;
  const words = pageMessages("yours", context.locale);
  if (!user) return data({ signedIn: false as const, pageMessages: words }, { headers: NO_STORE });
  const raw = new URL(request.url).searchParams.get("cursor");
  const cursor = raw ? NotificationCursorParam.safeParse(raw) : null;
  if (cursor && !cursor.success) throw data({ message: "Invalid cursor" }, { status: 400 });
  const page = await listNotifications(
    context.db,
    user.id,
    cursor?.data ?? null,
    workerWords(context.locale),
  );
  return data(
    { signedIn: true as const, page, now: Date.now(), pageMessages: words },
    { headers: NO_STORE },
  );
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), id: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal("read-all") }),
]);

const FAILED = GENERIC_FAILED_LINE;

/** Opening a notification and "Mark all as read": a toast. */
export type NotificationsAnswer = Answer;

/** Opening a notification (marks it read, then goes where it leads) and "Mark all as read". */
export const action = (args: Route.ActionArgs) =>
  signedInAction<Route.ActionArgs>(
    {
      name: "notifications",
      // Said in the request's language by the kit (the generic failure).
      failure: FAILED,
      // The page's own sign-in words (the yours section's) in the request's language.
      signIn: {
        title: sectionWords("yours", args.context.locale)["notifications.signIn"],
      },
    },
    async ({ fields, intent, user, now }, { context }) => {
      const parsed = ActionSchema.safeParse(fields);
      if (!parsed.success) {
        return refuse(intent, "invalid", FAILED);
      }
      if (parsed.data.intent === "open") {
        const item = await markRead(
          context.db,
          user.id,
          parsed.data.id,
          now,
          workerWords(context.locale),
        );
        return redirect(item?.href ?? "/notifications");
      }
      await markAllRead(context.db, user.id, now);
      const words = sectionWords("yours", context.locale);
      return succeed(intent, { title: words["notifications.markedAllRead"] });
    },
  )(args);

/** A request that never reaches the server answers like a failure: the page stays. */
export const clientAction = keepPageOnFailure<typeof action>(() => FAILED);

function LoginPrompt() {
  const { t } = usePageMessages("yours");
  return (
    <SignInPrompt
      icon={<Bell aria-hidden="true" className="size-10 text-brand-500" />}
      heading={<PageHeading className="text-2xl font-bold">{t("nav:/notifications")}</PageHeading>}
      text={t("notifications.signIn")}
      back="/notifications"
      login={t("yours.login")}
      register={t("yours.register")}
    />
  );
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("yours");
  if (!loaderData.signedIn) return <LoginPrompt />;
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <PageHeading className="text-2xl font-bold">{t("nav:/notifications")}</PageHeading>
      {/* A different first page (a notification arrived meanwhile) starts the list over. */}
      <NotificationList
        key={loaderData.page.items[0]?.id ?? "empty"}
        initial={loaderData.page}
        now={loaderData.now}
      />
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <GeneralErrorBoundary message={t("member.notificationsLoadFailed")} />;
}
