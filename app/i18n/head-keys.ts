import type { MessageKey } from "../../shared/messages/en/root";

/**
 * The few words a page's <head> says (its title and description, the feed's link), read by meta
 * functions, which see only loader data: the root loader sends these with the page.
 */
export const HEAD_KEYS = [
  "meta.description",
  "meta.homeDescription",
  "meta.notFound",
  "meta.complaintNotFound",
  "meta.complaintRemoved",
  "meta.companyNotFound",
  "nav:/",
  "nav:/search",
  "feed.all.title",
] as const satisfies readonly MessageKey[];
export type HeadKey = (typeof HEAD_KEYS)[number];
