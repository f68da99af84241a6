import type { Toast } from "~/i18n/toast-words";

/**
 * The profile action's failure toasts, per intent, with their words (the profile section's): the
 * server's answer to an unexpected failure (said by the route kit) and the browser's when the
 * request never reached the server (the route's clientAction; said by the page).
 */
export const UPDATE_FAILED: Toast = {
  title: "Error updating profile",
  description: "An unexpected error occurred",
  words: { title: "failed.update", text: "failed.updateText" },
};
const MAIL_SETTINGS_FAILED: Toast = {
  title: "Mail settings not saved",
  description: "Your choices are still on the page. Please try again.",
  words: { title: "failed.mailSettings", text: "failed.mailSettingsText" },
};
export const failureOf = (intent: string) =>
  intent === "mail-settings" ? MAIL_SETTINGS_FAILED : UPDATE_FAILED;
