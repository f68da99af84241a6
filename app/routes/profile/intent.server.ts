import type { SessionUser } from "@worker/auth/current-user";
import type { UckLoadContext } from "@worker/load-context";
import type { ProfileFields } from "~/components/profile/profile-fields";
import type { ActionInput, Reply } from "~/kit/action.server";

/** A profile intent: it reads its form, runs its use case for the signed-in person and answers. */
export type ProfileIntent = (
  input: ActionInput<SessionUser>,
  context: UckLoadContext,
) => Promise<Reply<ProfileFields>>;
