/**
 * The admin page's frame and its people (decision 030, decision 030): the sign-in and self-grant
 * views, the dashboard's heading, figures and tabs, the Users tab with its row actions and
 * confirmations, and the Block User form. Spread into the `admin` section. English: the texts
 * the page had, word for word.
 */
export const adminPeopleEn = {
  "admin.title": "Admin Panel",
  "admin.metaDescription": "UCK administration.",
  "admin.login": "Login",
  "role.user": "user",
  "role.admin": "admin",
  "role.superadmin": "superadmin",
  // The self-grant (a signed-in person who is not superadmin).
  "self.userId": "Your user ID",
  "self.role": "Current role",
  "self.heading": "Superadmin privileges",
  "self.body":
    "A superadmin can delete any complaint, assign admin roles, block and unblock users, decide reported complaints and company claims, and delete accounts that breach the User Agreement. This is meant for the people who run this UCK deployment: it is granted only to the verified addresses the operators configured (on a local development copy, also to the first person to ask while no superadmin exists).",
  "self.granting": "Granting...",
  "self.grant": "Make Current User Superadmin",
  // The dashboard.
  "dashboard.heading": "Superadmin Dashboard",
  "stats.users": "Users",
  "stats.blocked": "Blocked",
  "stats.complaints": "Complaints",
  "stats.comments": "Comments",
  "tabs.label": "Admin sections",
  "tabs.users": "Users",
  "tabs.moderation": "Moderation ({count})",
  "tabs.claims": "Claims ({count})",
  "tabs.refunds": "Refunds ({count})",
  "tabs.messages": "Messages ({count} new)",
  "tabs.flood": "Unusual activity ({count} open)",
  "tabs.jobs": "Jobs",
  "tabs.jobsFailing": "Jobs ({count} failing)",
  // The Users tab.
  "users.find": "Find users",
  "users.placeholder": "Username, name or e-mail",
  "users.search": "Search",
  "users.list": "Users",
  "users.none": "No users match “{query}”.",
  "users.complaints_one": "{count} complaint",
  "users.complaints_other": "{count} complaints",
  "users.comments_one": "{count} comment",
  "users.comments_other": "{count} comments",
  "users.col.user": "User",
  "users.col.role": "Role",
  "users.col.complaints": "Complaints",
  "users.col.comments": "Comments",
  "users.col.status": "Status",
  "users.col.actions": "Actions",
  "users.blocked": "Blocked",
  "users.active": "Active",
  "users.pages": "Users pages",
  "users.previous": "Previous",
  "users.page": "Page {page}",
  "users.next": "Next",
  // A row's actions and their confirmations.
  "actions.you": "You",
  "actions.unblock": "Unblock",
  "actions.unblockLabel": "Unblock {name}",
  "actions.block": "Block",
  "actions.blockLabel": "Block {name}",
  "actions.admin": "Admin",
  "actions.adminLabel": "Make {name} admin",
  "actions.revoke": "Revoke admin",
  "actions.revokeLabel": "Revoke admin role of {name}",
  "actions.delete": "Delete",
  "actions.deleteLabel": "Delete {name} for a breach",
  "ask.grant.title": "Make {name} an admin?",
  "ask.grant.description":
    "Their sessions end now and they sign in again with the admin role. A superadmin can take it back later.",
  "ask.grant.confirm": "Make admin",
  "ask.revoke.title": "Revoke the admin role of {name}?",
  "ask.revoke.description":
    "They become a regular user again; their sessions end now and they sign in again without it.",
  "ask.revoke.confirm": "Revoke admin role",
  "ask.block.title": "Block {name}",
  "ask.block.description":
    "They are signed out everywhere and cannot sign in or act until unblocked.",
  "ask.block.confirm": "Block user",
  "ask.breach.title": "Delete {name} for a breach",
  "ask.breach.description":
    "For a breach of the User Agreement: the account and all its data, complaints included, are deleted now, and its IP and e-mail addresses cannot register again for {months} months. This cannot be undone.",
  "ask.breach.confirm": "Delete account",
  "ask.cancel": "Cancel",
  "reason.label": "Reason",
  // The Block User form (Moderation tab).
  "block.heading": "Block User",
  "block.narrow": "Narrow the list of users",
  "block.narrowPlaceholder": "Narrow the list: username or name",
  "block.filter": "Filter",
  "block.user": "User",
  "block.select": "Select a user",
  "block.reasonPlaceholder": "Why is this user blocked?",
  "block.blocking": "Blocking...",
  "block.submit": "Block User",
} as const;

export type AdminPeopleMessages = Record<keyof typeof adminPeopleEn, string>;
