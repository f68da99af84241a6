import { DELETION_REQUESTED_TOAST, RequestDeletionSchema } from "@shared/data-rights";
import { INVITE_MESSAGES, InviteEmailSchema } from "@shared/invite-validation";
import { PROFILE_COMPLAINTS_PER_PAGE } from "@shared/profile-limits";
import { errorText, logEvent } from "@worker/http/kit";
import {
  MailSettingsSchema,
  mailSettingsOf,
  setMailSettings,
} from "@worker/services/mail/unsubscribe";
import { unblockUser } from "@worker/services/users/blocks";
import { requestAccountDeletion } from "@worker/services/users/deletion-request";
import { inviteByEmail } from "@worker/services/users/invites";
import {
  getProfileOverview,
  listFollowing,
  listInvites,
  listProfileComplaints,
} from "@worker/services/users/profile";
import {
  ProfileUpdateSchema,
  storeProfileImage,
  updateProfile,
} from "@worker/services/users/profile-update";
import { useState } from "react";
import { isRouteErrorResponse, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { LoadFailed } from "~/components/complaint/load-failed";
import { DataRights } from "~/components/profile/data-rights";
import { FollowingList } from "~/components/profile/following-list";
import { InvitesPanel } from "~/components/profile/invites-panel";
import { LoginPrompt } from "~/components/profile/login-prompt";
import { MailSettings } from "~/components/profile/mail-settings";
import { ProfileComplaints } from "~/components/profile/profile-complaints";
import {
  ProfileEditForm,
  type ProfileFields,
  typedProfile,
} from "~/components/profile/profile-edit-form";
import { ProfileHeader } from "~/components/profile/profile-header";
import { unblockedToast } from "~/components/profile/unblock-button";
import * as Tabs from "~/components/ui/tabs";
import { type Answer, refuse, signedInAction, succeed } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { failureMessage } from "~/lib/failure-message";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/profile";

export const handle = { title: "Profile" };

const PageParam = z.coerce.number().int().min(1).max(100_000).catch(1);
const TabParam = z.enum(["complaints", "following", "invites", "settings"]).catch("complaints");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { signedIn: false as const };
  const search = new URL(request.url).searchParams;
  const page = PageParam.parse(search.get("page") ?? undefined);
  const [overview, following, invites, complaints, mail] = await Promise.all([
    getProfileOverview(context.db, user.id),
    listFollowing(context.db, user.id),
    listInvites(context.db, user.id),
    listProfileComplaints(context.db, user.id, page, user.id).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : "Unknown error",
    })),
    mailSettingsOf(context.db, user.id),
  ]);
  if (!overview) return { signedIn: false as const };
  // A page past the last one (an old link, a typed ?page=99) is the last page.
  if (!("error" in complaints)) {
    const last = Math.max(1, Math.ceil(complaints.total / PROFILE_COMPLAINTS_PER_PAGE));
    if (page > last) {
      search.set("page", String(last));
      throw redirect(`/profile?${search}`);
    }
  }
  return {
    signedIn: true as const,
    userId: user.id,
    tab: TabParam.parse(search.get("tab") ?? undefined),
    page,
    overview,
    following,
    invites: {
      goal: invites.goal,
      joined: invites.joined.map((invite) => ({
        id: invite.id,
        fullName: invite.fullName,
        username: invite.username,
        avatarUrl: invite.avatarUrl,
        joinedAt: invite.joinedAt?.getTime() ?? null,
      })),
      pending: invites.pending.map((invite) => ({
        id: invite.id,
        email: invite.inviteeEmail ?? "",
        sentAt: invite.createdAt.getTime(),
      })),
    },
    complaints,
    mail,
    now: Date.now(),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/**
 * In the browser: another page of the list whose request fails (the network dropped, a 5xx)
 * answers as a failed list, so the profile, its tabs and the signed-in header stay and the list
 * says "Error loading complaints: …" with Try Again. Redirects and deliberate refusals pass.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500))
      throw error;
    console.warn("profile request failed", error);
    return { signedIn: "unreachable" as const, failure: failureMessage(error) };
  }
}

const UPDATE_FAILED = {
  title: "Error updating profile",
  description: "An unexpected error occurred",
};
const MAIL_SETTINGS_FAILED = {
  title: "Mail settings not saved",
  description: "Your choices are still on the page. Please try again.",
};
const failureOf = (intent: string) =>
  intent === "mail-settings" ? MAIL_SETTINGS_FAILED : UPDATE_FAILED;

/** Edit mode: the profile form, the two image uploads, invites and deletion, with the spec's toasts. */
/** The profile's answer: a toast, and the fields sent back when an edit was refused. */
export type ProfileAnswer = Answer<ProfileFields>;

export const action = signedInAction<Route.ActionArgs, ProfileFields>(
  {
    name: "profile",
    failure: failureOf,
    signIn: { title: "You must be logged in to update your profile" },
  },
  async ({ form, fields, intent, user, now }, { context }) => {
    if (intent === "invite-by-email") {
      const attemptId = crypto.randomUUID();
      const parsed = InviteEmailSchema.safeParse({ email: fields.email ?? "" });
      if (!parsed.success) {
        return refuse(intent, "invalid", undefined, {
          attemptId,
          error: INVITE_MESSAGES.invalidEmail,
        });
      }
      const result = await inviteByEmail(
        context.postbox,
        { id: user.id, name: user.profile?.fullName ?? "A friend" },
        parsed.data.email,
        now,
      );
      if (!result.ok) {
        return refuse(intent, result.code, undefined, { attemptId, error: result.message });
      }
      return succeed(intent, { title: INVITE_MESSAGES.sent(parsed.data.email) }, { attemptId });
    }
    if (intent === "mail-settings") {
      const parsed = MailSettingsSchema.safeParse(fields);
      if (!parsed.success) {
        return refuse(intent, "invalid", undefined, {
          error: "Choose at once, a daily digest or never for each kind of mail.",
        });
      }
      await setMailSettings(context.db, user.id, parsed.data, now);
      return succeed(intent, { title: "Mail settings saved" });
    }
    if (intent === "request-deletion") {
      const parsed = RequestDeletionSchema.safeParse({ confirmation: fields.confirmation });
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? "Type DELETE to confirm.";
        return refuse(intent, "invalid", undefined, { error });
      }
      await requestAccountDeletion(context.db, user.id, now);
      const headers = new Headers();
      headers.append("Set-Cookie", await context.auth.signOut());
      headers.append("Set-Cookie", context.flashCookie(DELETION_REQUESTED_TOAST));
      return redirect("/", { headers });
    }
    if (intent === "upload-avatar" || intent === "upload-background") {
      const kind = intent === "upload-avatar" ? "avatar" : "background";
      const failed = {
        title: "Upload failed",
        description: `Failed to upload ${kind === "avatar" ? "avatar" : "background image"}. Please try again.`,
      };
      const file = form.get("file");
      if (!(file instanceof File)) return refuse(intent, "invalid", failed);
      try {
        const stored = await storeProfileImage(
          context.db,
          context.profileImageBucket(kind),
          user.id,
          kind,
          file,
          now,
        );
        if (!stored.ok) {
          return refuse(intent, stored.code, { ...failed, description: stored.message });
        }
      } catch (error) {
        logEvent("profile_image_failed", { requestId: context.requestId, error: errorText(error) });
        return refuse(intent, "failed", failed);
      }
      const title = kind === "avatar" ? "Avatar updated" : "Background updated";
      return succeed(intent, { title });
    }
    if (intent === "unblock") {
      const blockedId = z.string().min(1).max(64).safeParse(fields.userId);
      if (!blockedId.success) return refuse(intent, "invalid", UPDATE_FAILED);
      const unblocked = await unblockUser(context.db, user.id, blockedId.data);
      if (!unblocked) return refuse(intent, "not_found", UPDATE_FAILED);
      return succeed(intent, unblockedToast(unblocked.fullName));
    }
    if (intent !== "update-profile") return refuse(intent, "invalid", UPDATE_FAILED);
    const parsed = ProfileUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        errors[field] ??= issue.message;
      }
      const first = parsed.error.issues[0]?.message ?? UPDATE_FAILED.description;
      const toast = { ...UPDATE_FAILED, description: first };
      return refuse(intent, "invalid", toast, { errors, values: typedProfile(fields) });
    }
    const result = await updateProfile(context.db, user.id, parsed.data, now);
    if (!result.ok) {
      const toast = { ...UPDATE_FAILED, description: result.message };
      const errors = { [result.field]: result.message };
      return refuse(intent, "conflict", toast, { errors, values: typedProfile(fields) });
    }
    return succeed(intent, { title: "Profile updated" });
  },
);

/** A request that never reaches the server answers like a failure: the page stays. */
export const clientAction = keepPageOnFailure<typeof action>(failureOf);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Profile",
    description: "Your UCK profile: your complaints, follows and invites.",
    path: "/profile",
    noindex: true,
  });

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm";

export default function Profile({ loaderData: answer, actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The last profile that loaded: a later page that failed shows it with the list's error.
  const [shown, setShown] = useState(answer);
  if (answer !== shown && answer.signedIn !== "unreachable") setShown(answer);
  const loaderData = answer.signedIn === "unreachable" ? shown : answer;
  // Edit mode opens from the Edit button, from ?edit=1 (its link without scripts) and when the
  // page itself posted the form and came back refused.
  const [editing, setEditing] = useState(
    () => searchParams.has("edit") || actionData?.intent === "update-profile",
  );
  if (loaderData.signedIn === "unreachable") {
    return (
      <main>
        <LoadFailed error={loaderData.failure} />
      </main>
    );
  }
  if (!loaderData.signedIn) return <LoginPrompt />;
  const { overview, following, invites, page, tab, now } = loaderData;
  const complaints =
    answer.signedIn === "unreachable" ? { error: answer.failure } : loaderData.complaints;
  const total = overview.counters.complaints;
  const pages = Math.max(1, Math.ceil(total / PROFILE_COMPLAINTS_PER_PAGE));
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <ProfileHeader
        profile={overview.profile}
        counters={overview.counters}
        firstUck={overview.firstUck}
        onEdit={editing ? undefined : () => setEditing(true)}
      />
      {editing ? (
        <ProfileEditForm profile={overview.profile} onDone={() => setEditing(false)} />
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setSearchParams({ tab: value }, { preventScrollReset: true, replace: true })
        }
      >
        <Tabs.List aria-label="Profile" className="mb-4 inline-flex rounded-lg bg-neutral-100 p-1">
          <Tabs.Trigger value="complaints" href="?tab=complaints" className={tabClass}>
            Complaints ({total})
          </Tabs.Trigger>
          <Tabs.Trigger value="following" href="?tab=following" className={tabClass}>
            Following
          </Tabs.Trigger>
          <Tabs.Trigger value="invites" href="?tab=invites" className={tabClass}>
            Invites
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" href="?tab=settings" className={tabClass}>
            Settings
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="complaints" className="space-y-4">
          <ProfileComplaints complaints={complaints} page={page} pages={pages} now={now} />
        </Tabs.Content>
        <Tabs.Content value="following">
          <FollowingList
            companies={following.companies}
            people={following.people}
            blocked={following.blocked}
          />
        </Tabs.Content>
        <Tabs.Content value="invites">
          <InvitesPanel
            userId={loaderData.userId}
            joined={invites.joined}
            pending={invites.pending}
            goal={invites.goal}
            now={now}
          />
        </Tabs.Content>
        {/* The account's settings have a tab of their own: under the list they sat below its
            pager, at the very bottom of the page. */}
        <Tabs.Content value="settings" className="space-y-4">
          <MailSettings settings={loaderData.mail} />
          <DataRights />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
