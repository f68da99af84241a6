import { unblockEn } from "./unblock";

/**
 * A person's public page (/u/:username): its words, sent by its loader in the page's language.
 * English: the texts as they were, word for word.
 */
export const personEn = {
  "person.title": "Profile",
  "person.metaDescription": "Complaints filed on UCK by {name}.",
  "person.complaints_one": "{count} complaint",
  "person.complaints_other": "{count} complaints",
  "person.signInToFollow": "Please sign in to follow people.",
  "person.blocked": "You blocked {name}",
  "person.blockedText":
    "Their complaints are hidden from you everywhere on UCK. Unblock to see them again.",
  "person.emptyTitle": "No complaints yet",
  "person.emptyText": "{name} has not posted a complaint.",
  "person.following": "Following",
  "person.followingText": "You are now following {name}.",
  "person.unfollowed": "Unfollowed",
  "person.unfollowedText": "You are no longer following {name}.",
  "person.error": "Error",
  "person.cannotFollowSelf": "You cannot follow yourself.",
  // The sign-in toast of a visitor's follow (its text is person.signInToFollow).
  "person.authRequired": "Authentication required",
  ...unblockEn,
};

export type PersonMessages = Record<keyof typeof personEn, string>;
