import { isRouteErrorResponse } from "react-router";
import { failureOf, UPDATE_FAILED } from "~/components/profile/profile-failures";
import { wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { type Answer, refuse, signedInAction } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { failureMessage } from "~/lib/failure-message";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/route";
import { saveProfile, uploadImage } from "./edit.server";
import type { ProfileIntent } from "./intent.server";
import { loadProfile } from "./overview.server";
import { inviteFriend, unblockPerson } from "./people.server";
import type { ProfileFields } from "./profile-fields";
import { ProfilePage } from "./profile-page";
import { requestDeletion, saveMailSettings, saveNameChoice } from "./settings.server";
import { shownProfileWords } from "./shown-words";

export const handle = { title: "Profile", titleKey: "profile.title" };

/** The signed-in person's profile (profile/overview.server.ts); anyone else the sign-in prompt. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const words = pageMessages("profile", context.locale);
  const user = context.user;
  if (!user) return { signedIn: false as const, pageMessages: words };
  const profile = await loadProfile(context.db, user, new URL(request.url).searchParams);
  return { ...profile, pageMessages: words };
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
    return {
      signedIn: "unreachable" as const,
      failure: failureMessage(error),
      pageMessages: shownProfileWords(),
    };
  }
}

/** What the page reads: the profile, or why it is not there. */
export type ProfileData = Route.ComponentProps["loaderData"];
/** The answer the page itself came back with (a form posted without scripts). */
export type ProfileActionData = Route.ComponentProps["actionData"];

/** The profile's answer: a toast, and the fields sent back when an edit was refused. */
export type ProfileAnswer = Answer<ProfileFields>;

/** Edit mode, the tabs' forms, invites and deletion, each intent with its handler (in profile/). */
const INTENTS = new Map<string, ProfileIntent>([
  ["update-profile", saveProfile],
  ["upload-avatar", uploadImage],
  ["upload-background", uploadImage],
  ["mail-settings", saveMailSettings],
  ["name-all", saveNameChoice],
  ["request-deletion", requestDeletion],
  ["invite-by-email", inviteFriend],
  ["unblock", unblockPerson],
]);

export const action = (args: Route.ActionArgs) => {
  return signedInAction<Route.ActionArgs, ProfileFields>(
    {
      name: "profile",
      // Toasts with their words: the kit says them in the request's language.
      failure: failureOf,
      signIn: {
        title: "Please sign in to update your profile",
        words: { title: "profile.signInToUpdate" },
      },
    },
    async (input, { context }) => {
      const run = INTENTS.get(input.intent);
      if (!run) return refuse(input.intent, "invalid", UPDATE_FAILED);
      return run(input, context);
    },
  )(args);
};

/** A request that never reaches the server answers like a failure: the page stays. */
export const clientAction = keepPageOnFailure<typeof action>(failureOf);

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["profile.title"] ?? SITE_NAME,
    description:
      wordsOf(loaded?.pageMessages)["profile.metaDescription"] ??
      "Your UCK profile: your complaints, follows and invites.",
    path: "/profile",
    noindex: true,
  });

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage answer={loaderData} actionData={actionData} />;
}
