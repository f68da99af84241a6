/** The privacy policy's promise: a deletion request is carried out within this many days. */
export const DELETION_DEADLINE_DAYS = 7;

/** The word a person types to confirm "Delete my account". */
export const DELETION_CONFIRMATION_WORD = "DELETE";

export const DELETION_REQUESTED_TOAST = {
  kind: "success",
  title: "Deletion requested",
  description: `Your account will be erased within ${DELETION_DEADLINE_DAYS} days.`,
} as const;

export const EXPORT_SIGN_IN_REQUIRED = "You must be logged in to download your data.";
