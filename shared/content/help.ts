/** The contact form's limits; the service and the form read them here. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_NAME_MAX = 100;

/** The topics a contact message can have (also the enum of contact_messages.topic). */
export const CONTACT_TOPICS = [
  "account",
  "complaint",
  "company",
  "privacy",
  "press",
  "other",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The topics of the contact form, in the order the select shows them. */
export const CONTACT_TOPIC_OPTIONS: { value: ContactTopic; label: string }[] = [
  { value: "account", label: "My account or signing in" },
  { value: "complaint", label: "A complaint or a comment" },
  { value: "company", label: "A company page or a claim" },
  { value: "privacy", label: "Privacy and my data" },
  { value: "press", label: "Press and partnerships" },
  { value: "other", label: "Something else" },
];

export const CONTACT_SENT = "Thanks! Your message reached the UCK team.";

export type HelpLink = { to: string; label: string };
export type HelpQuestion = {
  /** Anchor of the question (/help#escalation). */
  id: string;
  question: string;
  answer: string[];
  link?: HelpLink;
};
export type HelpSection = { title: string; questions: HelpQuestion[] };

/** Questions and answers about using UCK, grouped as the help page shows them. */
export const HELP_SECTIONS: HelpSection[] = [
  {
    title: "Complaints",
    questions: [
      {
        id: "filing",
        question: "How do I file a complaint?",
        answer: [
          "Sign in, then choose New Complaint. Find the company by its name, or type its web address under Enter Domain if it is not listed yet. Describe what happened in up to 500 characters, and add a photo and a location if they help.",
          "Your complaint is public as soon as you submit it, on the company's page and in the feed, under your name.",
        ],
        link: { to: "/create", label: "File a complaint" },
      },
      {
        id: "ucks",
        question: "What is an uck?",
        answer: [
          'An uck is how you say "this happened to me too" or "this should not happen". Each person can uck a complaint once. The more ucks a complaint gets, the more people see it, and the more pressure the company feels to answer.',
          "Changed your mind? Open the complaint and select the uck button again to take it back. The complainant hears about it when their complaint reaches 10, 50, 100, 500 and 1,000 ucks.",
        ],
      },
      {
        id: "edit-delete",
        question: "Can I change or remove my complaint?",
        answer: [
          "Yes. Open the menu on your complaint's card and choose Edit or Delete. An edited complaint shows that it was edited; a deleted one is gone for everybody, with its comments and ucks.",
        ],
      },
    ],
  },
  {
    title: "Companies and answers",
    questions: [
      {
        id: "responses",
        question: "How do companies answer my complaint?",
        answer: [
          "A company that has claimed its page on UCK can post one public response to each complaint. You get a notification when it does, and the response appears under your complaint.",
          "You then tell everyone whether it helped: answer No, or Yes, mark as resolved. Your answer is what the company's satisfaction score is made of.",
        ],
      },
      {
        id: "escalation",
        question: "What happens when a company does not answer?",
        answer: [
          "Every complaint shows a 48-hour countdown. If the company has not responded when it runs out, the complaint is escalated on UCK: it is marked Escalated on the company's page, the company gets a last notice, and you and the people who follow the company are notified.",
          "Your escalation file is ready at once: the complaint, every event with its time (filed, sent to the company, answers, refunds, escalation), your photo with its SHA-256 fingerprint, what would resolve it for you, and the consumer authority or ombudsman that takes cases like yours. Print it or download it as JSON from your complaint.",
          "UCK sends nothing to any authority on its own. When you file, you can ask UCK to send your file for you if the company stays silent; it does so only where that venue takes complaints by e-mail, with your address to reply to, and only then does your complaint say it was escalated to the authorities. Otherwise the file is yours to send.",
          "A company can still respond after the escalation.",
        ],
      },
      {
        id: "reimbursement",
        question: "What is a reimbursement offer?",
        answer: [
          "When a company responds, it can offer to reimburse you, for example a refund or a voucher. The offer is shown with its response, in the company's own words. UCK does not handle the money: contact the company to take up the offer, and answer Yes, mark as resolved once you are happy.",
        ],
      },
      {
        id: "claiming",
        question: "I work for a company. How do I claim its page?",
        answer: [
          "Open the company's page and choose Claim this page. Enter your work e-mail address at the company's own domain, and we send a verification link to it. Once you follow the link, the page is yours to manage: you can respond to complaints, mark them resolved and see the analytics.",
          "If the link does not reach you, the UCK team reviews the claim by hand. The free plan includes 5 responses a month.",
        ],
      },
    ],
  },
  {
    title: "Your account and privacy",
    questions: [
      {
        id: "notifications",
        question: "What do notifications tell me?",
        answer: [
          "The bell tells you when a company responds to your complaint or marks it resolved, when someone comments on it or follows you, when it reaches an uck milestone and when it is escalated. The number on the bell counts the ones you have not read yet.",
        ],
        link: { to: "/notifications", label: "Open your notifications" },
      },
      {
        id: "your-data",
        question: "Can I download or delete my data?",
        answer: [
          "Yes. On your profile, Download my data gives you a file with your profile and your activity on UCK. Delete my account signs you out everywhere and erases your account within 7 days; your complaints stay readable without your name or photos.",
          "The privacy policy explains what we keep and why.",
        ],
        link: { to: "/privacy-policy", label: "Read the privacy policy" },
      },
      {
        id: "block-report",
        question: "How do I block someone or report a post?",
        answer: [
          "Open the menu on the complaint's card. Block user hides that person's complaints from you, and they no longer notify you. Report sends the complaint to the UCK moderators with your reason; they keep it or remove it.",
        ],
      },
      {
        id: "invites",
        question: "How do I invite friends?",
        answer: [
          "Your profile's Invites tab has your personal invite link, and a form to invite a friend by e-mail. Everyone who joins through your link counts towards your goal of 10.",
        ],
        link: { to: "/profile?tab=invites", label: "Invite friends" },
      },
    ],
  },
];
