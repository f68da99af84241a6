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
