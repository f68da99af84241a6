import type { Locale } from "@shared/i18n";
import type { SessionUser } from "@worker/auth/current-user";
import { feedCursorIn, listFeed } from "@worker/services/complaints/feed";
import { unblockUser } from "@worker/services/users/blocks";
import { getPublicProfile, setUserFollow } from "@worker/services/users/public-profile";
import { data } from "react-router";
import { z } from "zod";
import { Avatar } from "~/components/avatar";
import { FollowButton } from "~/components/company/follow-button";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import {
  UnblockButton,
  unblockedToast,
  useUnblockToast,
} from "~/components/profile/unblock-button";
import { fill, useI18n } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { FOLLOW_FAILED } from "~/i18n/toast-words";
import {
  type ActionInput,
  type Answer,
  type Reply,
  refuse,
  signedInAction,
  succeed,
} from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import { pageMeta, publicOrigin } from "~/lib/meta";
import type { Route } from "./+types/u.$username";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: "Not found · UCK" }];
  const { profile } = loaded;
  const path = `/u/${encodeURIComponent(profile.username)}`;
  return pageMeta(matches, {
    title: `${profile.fullName} (@${profile.username})`,
    description: fill(
      wordsOf(loaded.pageMessages)["person.metaDescription"] ??
        "Complaints filed on UCK by {name}.",
      { name: profile.fullName },
    ),
    path,
    type: "profile",
    keywords: [profile.fullName, profile.username],
    jsonLd: {
      "@type": "ProfilePage",
      mainEntity: {
        "@type": "Person",
        name: profile.fullName,
        alternateName: profile.username,
        url: `${publicOrigin(matches)}${path}`,
      },
    },
  });
};

export const handle = { title: "Profile", titleKey: "person.title" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewerId = context.user?.id ?? null;
  const profile = await getPublicProfile(context.db, params.username, viewerId);
  if (!profile) throw data(null, { status: 404 });
  const feed = await listFeed(context.db, {
    viewerId,
    userId: profile.id,
    cursor: feedCursorIn(new URL(request.url).searchParams),
  });
  return {
    profile,
    feed: packPage(feed),
    isSelf: viewerId === profile.id,
    now: Date.now(),
    pageMessages: pageMessages("person", context.locale),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

const FollowSchema = z.object({ intent: z.enum(["follow", "unfollow", "unblock"]) });

/** Follow / Unfollow a person: the one result shape, so the button shows its toast. */
/** A follow's answer says whether the person is now followed (the Follow button reads it). */
export type FollowAnswer = Answer<{ following: boolean }>;

export const action = (args: Route.ActionArgs) =>
  signedInAction<Route.ActionArgs, { following: boolean }>(
    {
      name: "user_follow",
      // Said in the request's language by the kit ("Error", the follow failure).
      failure: FOLLOW_FAILED,
      // The page's own sign-in words in the request's language.
      signIn: personSignIn(args.context.locale),
    },
    followPerson,
  )(args);

/** The spec's sign-in toast of a visitor's follow, from the person section. */
const personSignIn = (locale: Locale) => {
  const said = sectionWords("person", locale);
  return { title: said["person.authRequired"], description: said["person.signInToFollow"] };
};

/** Follow, unfollow or unblock the page's person. */
const followPerson = async (
  { fields, intent, user, now }: ActionInput<SessionUser>,
  { params, context }: Route.ActionArgs,
): Promise<Reply<{ following: boolean }>> => {
  const said = sectionWords("person", context.locale);
  const form = FollowSchema.safeParse(fields);
  const profile = await getPublicProfile(context.db, params.username, user.id);
  if (!form.success || !profile) return refuse(intent, "invalid", FOLLOW_FAILED);
  if (form.data.intent === "unblock") {
    await unblockUser(context.db, user.id, profile.id);
    return succeed(intent, unblockedToast(profile.fullName, said));
  }
  const follow = form.data.intent === "follow";
  const done = await setUserFollow(context.db, user.id, profile.id, follow, now);
  if (!done) {
    return refuse(intent, "invalid", {
      title: said["person.error"],
      description: said["person.cannotFollowSelf"],
    });
  }
  const name = { name: profile.fullName };
  const toast = follow
    ? { title: said["person.following"], description: fill(said["person.followingText"], name) }
    : {
        title: said["person.unfollowed"],
        description: fill(said["person.unfollowedText"], name),
      };
  return succeed(intent, toast, { following: follow });
};

/** A request that never reaches the server answers like a failure: the page stays. */
export const clientAction = keepPageOnFailure<typeof action>(() => FOLLOW_FAILED);

/** /u/{username}: a person's public page with their complaints and a Follow button. */
export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  const { profile, feed, isSelf, now } = loaderData;
  useUnblockToast();
  const { t, plural } = usePageMessages("person");
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <section className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
        <Avatar name={profile.fullName} src={profile.avatarUrl} size={72} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{profile.fullName}</h1>
          <p className="text-sm text-neutral-600">
            @{profile.username}
            {profile.location ? ` · ${profile.location}` : ""} ·{" "}
            {plural("person.complaints", profile.complaints)}
          </p>
          {profile.bio ? <p className="mt-1 text-sm text-neutral-800">{profile.bio}</p> : null}
        </div>
        {isSelf ? null : (
          <FollowButton
            following={profile.viewerFollows}
            followers={profile.followers}
            signInText={t("person.signInToFollow")}
          />
        )}
      </section>
      {profile.viewerBlocked ? (
        <section
          className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center sm:items-center"
          data-testid="blocked-notice"
        >
          <p className="font-semibold">{t("person.blocked", { name: profile.fullName })}</p>
          <p className="text-sm text-neutral-600">{t("person.blockedText")}</p>
          <UnblockButton userId={profile.id} name={profile.fullName} />
        </section>
      ) : (
        <ComplaintFeed
          key={profile.id + (unpackCards(feed.items)[0]?.id ?? "")}
          initial={feed}
          now={now}
          pageUrl={`/feed?user=${profile.id}`}
          variant="author"
          empty={{
            title: t("person.emptyTitle"),
            text: t("person.emptyText", { name: profile.fullName }),
          }}
        />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <GeneralErrorBoundary message={t("error.pageLoad")} />;
}
