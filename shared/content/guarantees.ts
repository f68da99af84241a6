/**
 * UCK's promises to complainants (/guarantees, decision 033). Each names the tests
 * that back it, by file and name; test/guarantees/page.test.ts checks that every named test
 * exists in that file, so the page cannot point at a test that is not there.
 */
export type BackingTest = { file: string; name: string };

export type Guarantee = {
  id: string;
  promise: string;
  details: string[];
  tests: BackingTest[];
};

export const GUARANTEES: Guarantee[] = [
  {
    id: "company-actions",
    promise: "No company action hides your complaint.",
    details: [
      "A company can answer your complaint, offer a refund, mark it resolved and report it to UCK's moderators. None of these hides it, moves it out of the lists or takes it off its page: it stays public while the company acts.",
      "Only a UCK moderator can remove a complaint, and only by the rules below.",
    ],
    tests: [
      {
        file: "test/guarantees/company-actions.test.ts",
        name: "a company's report, response, refund offer and Mark Resolved leave the complaint public",
      },
    ],
  },
  {
    id: "removal-stub",
    promise: "A moderator's removal leaves a public note with the reason, and you can appeal once.",
    details: [
      "If a UCK moderator removes your complaint, its address keeps a note saying when it was removed and why, and where your appeal stands: not appealed, pending, upheld or rejected.",
      "You can appeal once, from that page. A UCK administrator decides: an upheld appeal puts your complaint back at its address (its comments, ucks and photo from before do not come back); a rejected one keeps the note and says so.",
    ],
    tests: [
      {
        file: "test/guarantees/removal-stubs.test.ts",
        name: "a moderator's removal leaves a public stub with the reason and the state of the appeal",
      },
      {
        file: "test/guarantees/appeals.test.ts",
        name: "the author appeals once: a second appeal is refused; upheld, the complaint is public again",
      },
    ],
  },
  {
    id: "your-deletion",
    promise: "When you delete your complaint or erase your account, nothing is left behind.",
    details: [
      "A complaint you delete leaves nothing at its address: no note, no reason, only “not found”.",
      "Erasing your account removes the notes of your removed complaints with their reasons and appeals. The complaints you keep stay readable without your name.",
    ],
    tests: [
      {
        file: "test/guarantees/removal-stubs.test.ts",
        name: "an author's deletion and an erased account leave nothing at the address",
      },
    ],
  },
  {
    id: "refund-conditions",
    promise: "A refund may not be offered on condition that you delete your complaint.",
    details: [
      "A company's response or refund offer that asks you to delete, remove or withdraw your complaint is refused before it is sent, in English, Turkish or Spanish. The company sees the words that were refused and can say it differently.",
    ],
    tests: [
      {
        file: "test/guarantees/company-actions.test.ts",
        name: "a response or refund offer asking to delete the complaint is refused and nothing is written",
      },
      {
        file: "test/guarantees/deletion-demand.test.ts",
        name: "requests to delete the complaint are found in English, Turkish and Spanish",
      },
      {
        file: "test/guarantees/deletion-demand.test.ts",
        name: "near misses pass: removing a charge, a fee or a product is not a request",
      },
    ],
  },
  {
    id: "you-hear",
    promise: "You hear of every company action on your complaint, and you can post an update.",
    details: [
      "When a company answers your complaint (with any refund it offers), marks it resolved or offers a new refund, you get an e-mail and a notification on UCK. In your profile you choose how that mail comes: at once, in a daily digest, or never.",
      "You can post an update on your own complaint: what you write there shows as “Update from the complainant”.",
    ],
    tests: [
      {
        file: "test/guarantees/complainant-hears.test.ts",
        name: "the complainant hears of each company action by mail and in the app",
      },
      {
        file: "test/guarantees/complainant-hears.test.ts",
        name: "the complainant's own comments show as updates from the complainant",
      },
    ],
  },
];
