/** The spec's confirmation texts, as the browser tests expect them word for word. */
export const DELETE_CONFIRM_TEXT =
  "Are you sure you want to delete this post? This action cannot be undone.";
export const ADMIN_DELETE_CONFIRM_TEXT =
  "Are you sure you want to delete this complaint as superadmin? This action cannot be undone.";
