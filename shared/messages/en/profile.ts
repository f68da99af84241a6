import { mailKindsEn } from "./mail-kinds";
import { unblockEn } from "./unblock";

/**
 * The signed-in profile's own words (/profile, app/components/profile/*), sent by its loader in
 * the page's language only. English: the texts as they were in the components, word for word.
 */
export const profileEn = {
  "profile.title": "Profile",
  "profile.metaDescription": "Your UCK profile: your complaints, follows and invites.",
  // Signed out.
  "profile.yourProfile": "Your profile",
  "profile.signInText": "Please sign in to view your profile.",
  "profile.login": "Login",
  "profile.register": "Register",
  // The header.
  "profile.edit": "Edit",
  "profile.adminPanel": "Admin Panel",
  "profile.signOut": "Sign Out",
  "profile.firstUckTitle": "Earned with your first complaint",
  "profile.firstUck": "First UCK",
  "profile.counterComplaints": "Complaints",
  "profile.counterInteractions": "Total Interactions",
  "profile.counterHearts": "Full Hearts",
  // The tabs.
  "profile.tabsLabel": "Profile",
  "profile.tabComplaints": "Complaints ({count})",
  "profile.tabFollowing": "Following",
  "profile.tabInvites": "Invites",
  "profile.tabSettings": "Settings",
  // The Complaints tab.
  "profile.noComplaints": "No complaints yet",
  "profile.noComplaintsText": "Your complaints will show here.",
  "profile.fileFirst": "File your first complaint",
  "profile.showing": "Showing {from}-{to} of {total} complaints",
  "pager.label": "Pages",
  "pager.previous": "Previous",
  "pager.next": "Next",
  // The Following tab.
  "following.companies": "Companies ({count})",
  "following.noCompanies": "You are not following any company yet.",
  "following.people": "People ({count})",
  "following.noPeople": "You are not following anyone yet.",
  "following.blocked": "Blocked people ({count})",
  "following.noBlocked":
    "You have not blocked anyone. \"Block user\" in a complaint's menu hides that person's complaints from you.",
  // The Invites tab.
  "invites.copied": "Link copied!",
  "invites.copyFailed": "Could not copy the link. Please copy it by hand.",
  "invites.linkTitle": "Your invite link",
  "invites.linkText": "Friends who register through this link count towards your goal.",
  "invites.linkLabel": "Invite link",
  "invites.copy": "Copy",
  "invites.legend": "Become an UCK Legend",
  "invites.progressLabel": "Friends invited",
  "invites.progress": "{progress}/{goal} friends joined",
  "invites.isLegend": " · You are an UCK Legend!",
  "invites.joined": "Joined friends ({count})",
  "invites.noneJoined": "No friend has joined yet. Share your link to get started.",
  "invites.friend": "Friend",
  "invites.deletedAccount": "A deleted account",
  "invites.pending": "Pending invites ({count})",
  "invites.sent": "Sent · ",
  "invites.byEmail": "Invite a friend by e-mail",
  "invites.emailLabel": "Friend's e-mail address",
  "invites.sending": "Sending…",
  "invites.send": "Send invite",
  "invites.invalidEmail": "Please enter a valid email address.",
  "invites.sentToast": "Invitation sent to {email}.",
  // Edit mode.
  "edit.title": "Edit profile",
  "edit.changeAvatar": "Change avatar",
  "edit.changeBackground": "Change background",
  "edit.uploading": "Uploading...",
  "edit.uploadAvatar": "Upload avatar",
  "edit.uploadBackground": "Upload background",
  "edit.field.fullName": "Full name",
  "edit.field.username": "Username",
  "edit.field.bio": "Bio",
  "edit.field.location": "Location",
  "edit.field.website": "Website",
  "edit.field.phone": "Phone",
  "edit.field.company": "Company",
  "edit.field.jobTitle": "Job title",
  "edit.save": "Save changes",
  "edit.saving": "Saving...",
  "edit.cancel": "Cancel",
  "edit.updated": "Profile updated",
  "edit.avatarUpdated": "Avatar updated",
  "edit.backgroundUpdated": "Background updated",
  "edit.uploadFailed": "Upload failed",
  "edit.avatarFailed": "Failed to upload avatar. Please try again.",
  "edit.backgroundFailed": "Failed to upload background image. Please try again.",
  // The Settings tab: mail.
  "mail.title": "Mail",
  "mail.digestNote":
    "A daily digest gathers the day's mail into one mail, sent once a day from 07:00 UTC.",
  "mail.save": "Save mail settings",
  "mail.saved": "Mail settings saved",
  "names.title": "Show my name publicly",
  "names.text":
    "When it is off, the public sees only your initials and a plain avatar on a complaint, with no link to your profile, and the complaint leaves your public profile. The company's members, the escalation file, the authorities it goes to and you still see your name. Each complaint can also be switched on its own page.",
  "names.shownNow": "New complaints start with your name shown.",
  "names.hiddenNow": "New complaints start with your name hidden.",
  "names.hideAll": "Hide my name on all my complaints",
  "names.showAll": "Show my name on all my complaints",
  "names.saved": "Saved",
  "names.failed": "Not changed",
  "names.hiddenText":
    "Your name is now hidden from the public on all your complaints, and on new ones.",
  "names.shownText": "Your name is now shown publicly on all your complaints, and on new ones.",
  "mail.invalid": "Choose at once, a daily digest or never for each kind of mail.",
  // The Settings tab: your data.
  "dataRights.title": "Your data",
  "data.text": "Download everything your account holds, or ask us to delete it.",
  "data.download": "Download my data",
  "data.delete": "Delete my account",
  "data.dialogTitle": "Delete your account?",
  "data.dialogText":
    "Your account will be erased within {days} days, and you are signed out everywhere now.",
  "data.erased": "Your profile, comments, ucks, follows, bookmarks and uploads are erased.",
  "data.complaintsStay":
    "Your complaints stay, anonymised and without photos, so that companies' answers remain readable without your name on them.",
  "data.final": "You cannot sign in again, and this cannot be undone.",
  "data.typeToConfirm": "Type {word} to confirm",
  "data.cancel": "Cancel",
  "data.deleting": "Deleting…",
  // The action's own answers: a visitor's post, and a failure (the server's, or the browser's
  // when the request never reached it: profile/failures.ts).
  "profile.signInToUpdate": "You must be logged in to update your profile",
  "failed.update": "Error updating profile",
  "failed.updateText": "An unexpected error occurred",
  "failed.mailSettings": "Mail settings not saved",
  "failed.mailSettingsText": "Your choices are still on the page. Please try again.",
  ...mailKindsEn,
  ...unblockEn,
};

export type ProfileMessages = Record<keyof typeof profileEn, string>;
