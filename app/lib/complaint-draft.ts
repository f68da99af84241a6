/**
 * Where /create keeps its draft on the device (localStorage). Signing out forgets it: on a shared
 * device the next person must not find it (app/routes/auth.logout.tsx).
 */
export const DRAFT_KEY = "uck-complaint-draft";
