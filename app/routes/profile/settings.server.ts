import { DELETION_CONFIRMATION_WORD, DELETION_REQUESTED_TOAST } from "@shared/data-rights";
import { NameChoiceSchema, setAllNamesShown } from "@worker/services/complaints/name-choice";
import { MailSettingsSchema, setMailSettings } from "@worker/services/mail/unsubscribe";
import { requestAccountDeletion } from "@worker/services/users/deletion-request";
import { redirect } from "react-router";
import { z } from "zod";
import { saidRefusal } from "~/i18n/refusals.server";
import { sectionWords } from "~/i18n/sections.server";
import { refuse, succeed } from "~/kit/action.server";
import type { ProfileIntent } from "./intent.server";

/** "Delete my account" needs the word typed (here, not in shared/: zod stays off the page). */
export const RequestDeletionSchema = z.object({
  confirmation: z.literal(DELETION_CONFIRMATION_WORD, {
    error: `Type ${DELETION_CONFIRMATION_WORD} to confirm.`,
  }),
});

/* The Settings tab's intents: the mail settings and the request to delete the account. */

export const saveMailSettings: ProfileIntent = async ({ fields, intent, user, now }, context) => {
  const words = sectionWords("profile", context.locale);
  const parsed = MailSettingsSchema.safeParse(fields);
  if (!parsed.success) {
    return refuse(intent, "invalid", undefined, { error: words["mail.invalid"] });
  }
  await setMailSettings(context.db, user.id, parsed.data, now);
  return succeed(intent, { title: words["mail.saved"] });
};

/** "Show my name publicly" on all of the person's complaints, and on new ones (decision 042). */
export const saveNameChoice: ProfileIntent = async ({ fields, intent, user, now }, context) => {
  const words = sectionWords("profile", context.locale);
  const parsed = NameChoiceSchema.safeParse(fields);
  if (!parsed.success) return refuse(intent, "invalid", { title: words["names.failed"] });
  const show = parsed.data.show === "1";
  const result = await setAllNamesShown(context.db, user.id, show, now);
  if (!result.ok) {
    return refuse(intent, result.code, saidRefusal(context.locale, result.problem));
  }
  return succeed(intent, {
    title: words["names.saved"],
    description: words[show ? "names.shownText" : "names.hiddenText"],
  });
};

/** The account's deletion is requested: the person is signed out and lands on the home page. */
export const requestDeletion: ProfileIntent = async ({ fields, intent, user, now }, context) => {
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
};
