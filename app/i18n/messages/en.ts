/**
 * The English catalogue: the spec's exact texts. Its keys are the catalogue's keys; Turkish and
 * Spanish must give every one (the type says so). Plurals are `_one` / `_other` keys chosen with
 * Intl.PluralRules; `{name}` is filled in by `t`. Add a page's strings here, then in tr.ts and
 * es.ts, then use `t("key")` in the page. Server only (catalogue.server.ts): the browser gets the
 * active language's catalogue in the root loader's data, never a chunk with every language.
 */
export const en = {
  // The frame.
  "shell.skip": "Skip to content",
  "shell.brand": "Complaint Keeper",
  "shell.collapseSidebar": "Collapse sidebar",
  "shell.expandSidebar": "Expand sidebar",
  "shell.toggleSidebar": "Toggle sidebar",
  "shell.openMenu": "Open menu",
  "shell.closeMenu": "Close menu",
  "shell.menu": "Menu",
  "shell.homeScreenAgain": "Show the home-screen instructions again",
  "shell.shortcuts": "Shortcuts",
  "shell.search": "Search",
  "shell.notifications": "Notifications",
  "shell.newComplaint": "New Complaint",
  "shell.newComplaintFab": "New complaint",
  "shell.signIn": "Sign in",
  "shell.tabs": "Tabs",
  "shell.tabHome": "Home",
  "shell.tabSearch": "Search",
  "shell.tabAddToHome": "Add to Home",
  "shell.tabAlerts": "Alerts",
  "shell.tabProfile": "Profile",
  "shell.mainNav": "Main",
  "shell.unread_one": "{count} unread",
  "shell.unread_other": "{count} unread",
  "shell.language": "Language",
  "shell.changeLanguage": "Change",
  // The button's name for screen readers (its visible word is the one above).
  "shell.changeLanguageLabel": "Change language",
  // The side navigation's groups and pages.
  "nav.group.Complaints": "Complaints",
  "nav.group.Browse": "Browse",
  "nav.group.Yours": "Yours",
  "nav.group.UCK": "UCK",
  "nav:/": "All Complaints",
  "nav:/most-complained": "Most Complained",
  "nav:/most-commented": "Most Commented",
  "nav:/viral": "Viral",
  "nav:/most-shared": "Most Shared",
  "nav:/trending": "Trending",
  "nav:/resolved": "Resolved",
  "nav:/by-industry": "By Industry",
  "nav:/by-country": "By Country",
  "nav:/categories": "Categories",
  "nav:/by-friends": "By Friends",
  "nav:/near-me": "Near Me",
  "nav:/my-complaints": "My Complaints",
  "nav:/bookmarked": "Bookmarked",
  "nav:/investor-center": "Investor Center",
  "nav:/press-media": "Press & Media",
  "nav:/help": "Help",
  "nav:/user-agreement": "User Agreement",
  "nav:/guarantees": "Guarantees",
  "nav:/privacy-policy": "Privacy Policy",
  "nav:/search": "Search",
  "nav:/notifications": "Notifications",
  // The error pages.
  "error.notFound": "Oops! This page seems to have wandered into the forest.",
  "error.returnHome": "Return Home",
  "error.generic": "Something went wrong. Please try again.",
  "error.tryAgain": "Try again",
  // When the network is gone (public/offline.html says the same).
  "offline.title": "You are offline",
  "offline.text":
    "This page needs a connection. Try again when you are back online; a complaint you were writing on UCK is kept on this device.",
  // The home page.
  "home.following": "Following",
  "home.all": "All",
  "home.feeds": "Feeds",
  "home.loading": "Loading...",
  "home.signInToFollow": "Sign in to see the complaints you follow",
  "home.followingEmptyTitle": "No complaints found",
  "home.followingEmptyText": "Start following companies or users to see their complaints here!",
  // The complaint card.
  "card.openDetails": "Open complaint details",
  "card.comments_one": "{count} comment",
  "card.comments_other": "{count} comments",
  "card.shares_one": "{count} share",
  "card.shares_other": "{count} shares",
  "card.sharesLabel": "Shares:",
  "card.status.none": "No response from company yet",
  "card.status.half": "Company responded, waiting for the customer's verdict",
  "card.status.full": "Resolved to the customer's satisfaction",
  "card.escalationRisk": "Escalation Risk",
  // Times.
  "time.justNow": "Just now",
  "card.escalatesIn": "Escalates in {duration} without a response",
  // The title of the newest complaints' feed in pages' <link rel="alternate"> (as the feed's own).
  "feed.all.title": "UCK: the newest complaints",
  // The escalated notice (decision 026: "to the authorities" only when a send is recorded;
  // `{when}` is " · 3 hours ago" or nothing) and the refund line, on cards in every list.
  "card.escalatedSent":
    "Escalated to the authorities because of no response within 48 hours{when}.",
  "card.escalatedSentTo":
    "Escalated to the authorities because of no response within 48 hours (the complainant's file went to {venue}){when}.",
  "card.escalatedOnUck":
    "Escalated on UCK after 48 hours without a response{when}. The complainant's {file} is ready; no authority has been sent it.",
  "card.escalatedFile": "file for a consumer authority",
  "card.refund": "Refund:",
  "card.refundDue": "{amount} by {due}",
  "card.refundReceived": "Received, confirmed by the customer",
  "card.refundReceivedReview": "Received, confirmed by the customer · pending review",
  "card.refundNotReceived": "The customer says it did not arrive",
  "card.refundOverdue": "Overdue: not confirmed by its day",
  "card.refundWaiting": "Waiting for the customer to confirm",
  // The company page's error screen (issue 40): shown when its loader failed, so its section
  // never arrived.
  "companyError.title": "Error Loading Company",
  "companyError.notFound": "Company not found",
  "companyError.tryAgain": "Try Again",
  "companyError.home": "Back to the home page",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
