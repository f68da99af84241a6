/** /privacy-policy (decision 030). English: the page as it was, word for word. */
export const privacyEn = {
  "privacy.title": "Privacy Policy",
  "privacy.metaDescription":
    "What UCK collects, why, who can see it, how long we keep it, and how to download or delete your data.",
  "privacy.updated": "Last updated 29 November 2026",
  "privacy.intro":
    "UCK is a public platform: the point of a complaint is that people can read it. This page explains, in plain words, which data that involves, what stays private and what you can ask of us.",
  "privacy.collect.title": "1. What we collect",
  "privacy.collect.account.lead": "Your account:",
  "privacy.collect.account":
    "your name, e-mail address and a protected (hashed) version of your password, or the identity a sign-in provider passes to us.",
  "privacy.collect.profile.lead": "Your profile:",
  "privacy.collect.profile":
    "whatever you choose to add, such as a username, bio, location, website, phone number, company, job title, avatar and background image.",
  "privacy.collect.complaints.lead": "Your complaints:",
  "privacy.collect.complaints":
    "the text, the company, and an optional photo and location. Complaints are public.",
  "privacy.collect.comments.lead": "Your comments and ucks:",
  "privacy.collect.comments":
    "what you write under complaints and which complaints and comments you back with an uck.",
  "privacy.collect.uploads.lead": "Uploads:",
  "privacy.collect.uploads": "the images you add to complaints or your profile.",
  "privacy.collect.ip.lead": "Your IP address:",
  "privacy.collect.ip":
    "used to limit how often actions can be repeated, to stop abuse and to enforce blocks.",
  "privacy.why.title": "2. Why we use it",
  "privacy.why.use":
    "We use your data to run your account, to publish what you choose to post, to show companies the complaints made about them so they can answer, to send e-mails you need (such as address verification and password resets) and to keep the platform safe from spam, fraud and abuse. We do not sell your data and we do not show advertising based on it.",
  "privacy.why.sent":
    "When you file a complaint, its first line and a link to it are sent to the company it is about wherever UCK can reach it (the complaint's page says when, or why not yet): to the people who manage the company's page on UCK, or by e-mail to the company's confirmed complaints address or its customer-service mailbox (support@ its domain). Your name and e-mail address are not in that mail; the company reads the rest on the complaint's public page.",
  "privacy.why.mail":
    "At most {cap} mails an hour reach you one by one; past that, the rest of the hour's news of one kind comes together in one mail. A mail that could not be sent is tried again after 5 minutes, 30 minutes, 2 hours and 6 hours, and never later than a day after the first try. You choose per kind of mail in your profile whether it comes at once, in a daily digest or never, and every mail has a one-click link to stop it.",
  "privacy.cookies.title": "3. Cookies and local storage",
  "privacy.cookies.intro": "We keep this to what the site needs to work:",
  "privacy.cookies.session.lead": "A session cookie",
  "privacy.cookies.session":
    "that keeps you signed in. It holds a random token, not your password.",
  "privacy.cookies.sidebar":
    "remembers whether you left the side menu expanded or collapsed, for 7 days.",
  "privacy.cookies.homeScreen":
    "(local storage, on your device only) remembers that you have seen the tip on adding UCK to your home screen.",
  "privacy.cookies.agreement":
    "(local storage) records that, and when, you accepted the User Agreement on this device.",
  "privacy.cookies.none": "We use no advertising or cross-site tracking cookies.",
  "privacy.who.title": "4. Who sees what",
  "privacy.who.body":
    "Anyone, signed in or not, can see complaints, comments, uck counts, company responses and the public parts of profiles. Companies that claim their page see the complaints about them, just like everyone else, and can answer in public. Your e-mail address, password, IP address and phone number are never shown on the site. A small team of administrators can see account details when they need to handle a report or a breach of the {agreement}. Our hosting and e-mail providers process data on our behalf and only for that purpose.",
  "privacy.who.agreement": "User Agreement",
  "privacy.who.name":
    "Your name on a complaint: with “Show my name publicly” on (the default), everyone sees your display name, your avatar and a link to your profile on the complaint, your comments on it, search results, feeds and the public API. With it off, which you choose when filing, on the complaint or for all your complaints in your profile, the public sees only your initials (such as “A. K.”) and a plain avatar, with no link to your profile, and the complaint is left off your public profile and its counts. The company's members, the escalation file, the consumer authority it is sent to and you still see your name. Your complaint's text stays public either way, so leave out anything in it that names you. The open data files never carry names.",
  "privacy.keep.title": "5. How long we keep it",
  "privacy.keep.body":
    "We keep your account and what you post for as long as your account exists, and until a deletion request has been carried out. The counters we keep per IP address for rate limits hold only a number of attempts and the time the current window began; they are not linked to your posts. Records of a block are kept for the length of the block.",
  "privacy.rights.title": "6. Your rights",
  "privacy.rights.body":
    "You may ask for a download of your data or for its deletion at any time. A deletion request is carried out within 7 days: your account, profile, comments and uploads are erased, and your complaints are anonymised so that the public record of a company's answers stays readable without your name on it. You may also ask us to correct data that is wrong.",
  "privacy.age.title": "7. Minimum age",
  "privacy.age.body":
    "You must be at least 13 years old to use UCK. If we learn that an account belongs to someone younger, we delete it.",
  "privacy.breach.title": "8. Breaches of the User Agreement",
  "privacy.breach.body":
    "If an account breaches the User Agreement, we delete the account and its data straight away and block the IP addresses it used for {months} months. To enforce that block we keep those IP addresses for the same period.",
  "privacy.contact.title": "9. Contact",
  "privacy.contact.body":
    "Questions, requests for a download or deletion, or anything else about your data: {address}. We may ask you to confirm the request from the e-mail address on your account.",
};

export type PrivacyMessages = Record<keyof typeof privacyEn, string>;
