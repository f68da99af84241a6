/**
 * Issue 40: a notification's sentence is made when the inbox is read, in the reader's language.
 * English is the product's sentences word for word; Turkish and Spanish say each kind in their
 * words, with the names people wrote kept as written, and "to the authorities" only when UCK's
 * mail with the file reached one (decision 026) in every language.
 */
import { notifications } from "@worker/db/schema";
import { describeNotification, type NotificationRow } from "@worker/services/notification-text";
import { listNotifications } from "@worker/services/notifications";
import { workerWords } from "@worker/words";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";

const row = (type: NotificationRow["type"], data: unknown = {}, extra = {}): NotificationRow => ({
  type,
  complaintId: "c1",
  data,
  actorName: "Jane Doe",
  actorUsername: "jane",
  companyName: "Acme Ltd",
  ...extra,
});

const SENT = { authoritySentAt: new Date(Date.UTC(2026, 10, 20)) };
const REFUND = { amountMinor: 4000, currency: "USD", dueOn: "2026-12-03" };

/** Every kind and variant, with the English the inbox has always shown. */
const CASES: [NotificationRow, string][] = [
  [row("company_responded"), "Acme Ltd responded to your complaint"],
  [
    row("complaint_escalated", { recipient: "author" }),
    "Your complaint about Acme Ltd was escalated on UCK after 48 hours without a response. Your file for a consumer authority is ready",
  ],
  [
    row("complaint_escalated", { recipient: "author" }, SENT),
    "Your complaint about Acme Ltd was escalated to the authorities because of no response within 48 hours",
  ],
  [
    row("complaint_escalated", { recipient: "follower" }),
    "A complaint about Acme Ltd, a company you follow, was escalated on UCK after 48 hours without a response",
  ],
  [
    row("complaint_escalated", { recipient: "follower" }, SENT),
    "A complaint about Acme Ltd, a company you follow, was escalated to the authorities because of no response within 48 hours",
  ],
  [
    row("complaint_escalated", { recipient: "company" }),
    "Last notice: a complaint about Acme Ltd went 48 hours without an answer",
  ],
  [
    row("complaint_resolved", { recipient: "company" }),
    "Jane Doe marked Acme Ltd's response as resolved",
  ],
  [
    row("complaint_resolved", { recipient: "author" }),
    // Decision 040: the company's Mark Resolved is its claim; the complainant decides.
    "Acme Ltd says your complaint is resolved. Is it? Your answer decides.",
  ],
  [
    row("complaint_resolved", { recipient: "author", closesOn: "2026-12-21" }),
    "Reminder: Acme Ltd says your complaint is resolved. Your answer decides; without it the complaint closes unconfirmed on Dec 21, 2026.",
  ],
  [row("response_unsatisfied"), "Jane Doe said Acme Ltd's response did not solve their complaint"],
  [row("complaint_commented"), "Jane Doe commented on your complaint about Acme Ltd"],
  [row("complaint_ucked", { count: 50 }), "Your complaint about Acme Ltd reached 50 ucks"],
  [row("complaint_ucked"), "Your complaint about Acme Ltd reached more ucks"],
  [row("user_followed"), "Jane Doe started following you"],
  [row("complaint_filed"), "New complaint about Acme Ltd"],
  [
    row("refund_answered", { answer: "received", ...REFUND }),
    "Jane Doe confirmed Acme Ltd's refund of $40.00 arrived",
  ],
  [
    row("refund_answered", { answer: "not_received", ...REFUND }),
    "Jane Doe says Acme Ltd's refund of $40.00 did not arrive",
  ],
  [row("refund_offered", REFUND), "Acme Ltd offered a new refund of $40.00, due Dec 3, 2026"],
  [
    row("complaint_in_review"),
    "Your complaint about Acme Ltd was filed during unusual activity on its page, which is being reviewed. It stays public; nothing has been deleted.",
  ],
  [
    row("claim_decided", { decision: "approved", slug: "acme-ltd" }),
    "Your claim of Acme Ltd was approved: you now manage its page",
  ],
  [row("claim_decided", { decision: "rejected" }), "Your claim of Acme Ltd was not approved"],
  [
    row("extortion_reported"),
    "A member of Acme Ltd reported your complaint as a demand for payment to remove it. It stays public; you can give your side once before a moderator decides",
  ],
  [
    row("extortion_found"),
    "A moderator found your complaint about Acme Ltd was used to demand payment. It stays readable, labelled, and out of Acme Ltd's figures; you can appeal once",
  ],
  [
    row("extortion_appeal_decided", { outcome: "overturned" }),
    "Your appeal was upheld: the finding on your complaint about Acme Ltd is removed and it counts again",
  ],
  [
    row("extortion_appeal_decided", { outcome: "kept" }),
    "Your appeal on your complaint about Acme Ltd was not upheld: the finding stays",
  ],
];

it("English is every sentence the inbox has shown, word for word, and the default", () => {
  for (const [notification, english] of CASES) {
    expect(describeNotification(notification).text).toBe(english);
    expect(describeNotification(notification, workerWords("en")).text).toBe(english);
  }
  expect(describeNotification({ ...row("user_followed"), actorName: null }).text).toBe(
    "Someone started following you",
  );
});

it("Turkish and Spanish say every kind in their words, keeping the names as written", () => {
  for (const locale of ["tr", "es"] as const) {
    const words = workerWords(locale);
    const said = new Set<string>();
    for (const [notification, english] of CASES) {
      const text = describeNotification(notification, words).text;
      expect(text, `${locale}: ${english}`).not.toBe(english);
      expect(text).not.toMatch(/\{\w+\}/);
      if (english.includes("Acme Ltd")) expect(text).toContain("Acme Ltd");
      if (english.includes("Jane Doe")) expect(text).toContain("Jane Doe");
      said.add(text);
    }
    // Each kind and variant is its own sentence.
    expect(said.size).toBe(CASES.length);
  }
  const offered = describeNotification(row("refund_offered", REFUND), workerWords("tr")).text;
  expect(offered).toContain("3 Ara 2026");
  expect(offered).toContain("$40,00");
});

it("'to the authorities' only when a send is recorded, in every language", () => {
  const authorities = {
    en: "to the authorities",
    tr: "yetkili kurumlara",
    es: "a las autoridades",
  };
  for (const [locale, phrase] of Object.entries(authorities) as ["en" | "tr" | "es", string][]) {
    const words = workerWords(locale);
    for (const recipient of ["author", "follower"]) {
      const kept = describeNotification(row("complaint_escalated", { recipient }), words);
      const sent = describeNotification(row("complaint_escalated", { recipient }, SENT), words);
      expect(kept.text).not.toContain(phrase);
      expect(sent.text).toContain(phrase);
    }
  }
});

it("the inbox says its notifications in the reader's language when it is read", async () => {
  const author = await createUser();
  // A name in Turkish letters, kept as written inside either language's sentence.
  const company = await createCompany({ name: `Şişecam ${crypto.randomUUID().slice(0, 4)}` });
  const complaint = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
  });
  await db.insert(notifications).values({
    id: crypto.randomUUID(),
    userId: author.id,
    type: "complaint_filed",
    complaintId: complaint.id,
    data: { company: company.name },
    dedupeKey: `test:${complaint.id}`,
    createdAt: new Date(),
  });
  const turkish = await listNotifications(db, author.id, null, workerWords("tr"));
  expect(turkish.items[0]?.text).toBe(`${company.name} hakkında yeni şikâyet`);
  const english = await listNotifications(db, author.id, null);
  expect(english.items[0]?.text).toBe(`New complaint about ${company.name}`);
});
