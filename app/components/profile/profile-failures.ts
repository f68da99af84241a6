import type { ProfileMessages } from "@shared/messages/en/profile";

/**
 * The profile action's failure toasts, per intent: the server's answer to an unexpected failure
 * and the browser's when the request never reached the server (the route's clientAction).
 */
export const UPDATE_FAILED = {
  title: "Error updating profile",
  description: "An unexpected error occurred",
};
const MAIL_SETTINGS_FAILED = {
  title: "Mail settings not saved",
  description: "Your choices are still on the page. Please try again.",
};
export const failureOf = (intent: string) =>
  intent === "mail-settings" ? MAIL_SETTINGS_FAILED : UPDATE_FAILED;

type Key = keyof ProfileMessages;
type Toast = { title: string; description?: string };

/** Each failure with its title's and description's keys in the profile section. */
const FAILURES: [Required<Toast>, Key, Key][] = [
  [UPDATE_FAILED, "failed.update", "failed.updateText"],
  [MAIL_SETTINGS_FAILED, "failed.mailSettings", "failed.mailSettingsText"],
];

/**
 * A failure toast in the page's language: `say` gives a profile section word (the server's
 * section, or the page's `or`, which keeps the English where the section is missing). Any other
 * toast stays as written.
 */
export function profileToast<T extends Toast>(
  say: (key: Key, english: string) => string,
  toast: T,
) {
  const known = FAILURES.find(
    ([english]) => english.title === toast.title && english.description === toast.description,
  );
  if (!known) return toast;
  const [english, title, description] = known;
  return {
    ...toast,
    title: say(title, english.title),
    description: say(description, english.description),
  };
}
