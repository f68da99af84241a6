/** The spec's constants of the profile page (client-safe: the page and the service share them). */
export const PROFILE_COMPLAINTS_PER_PAGE = 5;
export const PROFILE_PAGE_WINDOW = 3;
export const INVITE_GOAL = 10;
