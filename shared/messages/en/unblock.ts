/**
 * Unblock (app/components/profile/unblock-button.tsx): on the profile's Following tab and on a
 * blocked person's page, so both sections carry these keys. English: the texts as they were.
 */
export const unblockEn = {
  "unblock.button": "Unblock",
  "unblock.label": "Unblock {name}",
  "unblock.toastTitle": "User unblocked",
  "unblock.toastText": "You will see {name}'s complaints again.",
} as const;

export type UnblockMessages = Record<keyof typeof unblockEn, string>;
