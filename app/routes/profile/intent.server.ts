import type { SessionUser } from "@worker/auth/current-user";
import type { UckLoadContext } from "@worker/load-context";
import type { ActionInput, Reply } from "~/kit/action.server";
import type { ProfileFields } from "./profile-fields";

/** A profile intent: it reads its form, runs its use case for the signed-in person and answers. */
export type ProfileIntent = (
  input: ActionInput<SessionUser>,
  context: UckLoadContext,
) => Promise<Reply<ProfileFields>>;
