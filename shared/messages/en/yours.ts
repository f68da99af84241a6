/**
 * The pages about the visitor's own things: /my-complaints, /bookmarked and /notifications (its
 * page words; a notification's sentence is the server's, still English). One small section for
 * the three, sent by each loader in the page's language. English: the texts as they were.
 */
export const yoursEn = {
  "yours.login": "Login",
  "yours.register": "Register",
  "myComplaints.description": "Every complaint you filed, newest first.",
  "myComplaints.emptyTitle": "No complaints yet",
  "myComplaints.emptyText": "File your first complaint and it shows here.",
  "myComplaints.signIn": "Please sign in to see the complaints you filed.",
  "bookmarked.description": "Complaints you saved from the card menu, most recently saved first.",
  "bookmarked.emptyTitle": "Nothing saved yet",
  "bookmarked.emptyText": "Choose Save in a complaint\u2019s menu to keep it here.",
  "bookmarked.signIn": "Please sign in to see the complaints you saved.",
  "notifications.description": "What happened to your complaints and follows.",
  "notifications.signIn": "Please sign in to see your notifications.",
  "notifications.emptyTitle": "No notifications yet",
  "notifications.emptyText":
    "When a company responds to your complaint, someone comments on it or follows you, you will find it here.",
  "notifications.caughtUp": "You're all caught up.",
  "notifications.markAllRead": "Mark all as read",
  "notifications.markedAllRead": "All notifications marked as read",
  "notifications.loading": "Loading...",
  "notifications.loadMore": "Load more",
  "notifications.unread": "Unread: ",
};

export type YoursMessages = Record<keyof typeof yoursEn, string>;
