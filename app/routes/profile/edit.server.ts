import { errorText, logEvent } from "@worker/log";
import {
  ProfileUpdateSchema,
  storeProfileImage,
  updateProfile,
} from "@worker/services/users/profile-update";
import { sectionWords } from "~/i18n/sections.server";
import { refuse, succeed } from "~/kit/action.server";
import { UPDATE_FAILED } from "../../components/profile/profile-failures";
import type { ProfileIntent } from "./intent.server";
import { typedProfile } from "./profile-fields";

/* Edit mode's intents: the profile form and the two image uploads. */

export const saveProfile: ProfileIntent = async ({ fields, intent, user, now }, context) => {
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
  const words = sectionWords("profile", context.locale);
  return succeed(intent, { title: words["edit.updated"] });
};

/** upload-avatar and upload-background: the file is stored and becomes the profile's picture. */
export const uploadImage: ProfileIntent = async ({ form, intent, user, now }, context) => {
  const kind = intent === "upload-avatar" ? "avatar" : "background";
  const words = sectionWords("profile", context.locale);
  const failed = {
    title: words["edit.uploadFailed"],
    description: words[kind === "avatar" ? "edit.avatarFailed" : "edit.backgroundFailed"],
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
  const title = words[kind === "avatar" ? "edit.avatarUpdated" : "edit.backgroundUpdated"];
  return succeed(intent, { title });
};
