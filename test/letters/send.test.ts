/**
 * The letter before action and the card-dispute kit through the app (issue 64, decision 047):
 * the printable pages are the author's alone (404 for anyone else, signed in or not); the author
 * asks UCK to mail the letter and it goes once, to the company's address, inside the address's
 * cadence (refused within 24 hours of another mail there), with the author as Reply-To; the
 * complaint's file records it; and the bank bundle's photo hash is the SHA-256 of the bytes stored
 * in R2.
 */
import { env } from "cloudflare:test";
import { complaints, mailQueue } from "@worker/db/schema";
import { sendLetter } from "@worker/services/letters/letters";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, db, testPostbox } from "../factories";
import { fetchApp, fetchResponse, get, post, sessionCookie } from "../harness/app";
import { companyWithDomain, file, HOUR, loadRoutes, outreachEnv } from "../outreach/setup";

beforeAll(async () => {
  await loadRoutes();
  await import("../../app/routes/complaint/route");
}, 60_000);

const lettersTo = (address: string) =>
  db
    .select({ kind: mailQueue.kind, text: mailQueue.textBody, headers: mailQueue.headers })
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, address), eq(mailQueue.kind, "company_letter")));

/** A complaint filed about a fresh company (its support@ mailbox reachable), told about it. */
async function filed(text: string) {
  const company = await companyWithDomain();
  const { id, row } = await file(company, text);
  await db
    .update(complaints)
    .set({
      problem: "not_delivered",
      payment: "credit_card",
      purchaseDate: "2026-10-20",
      country: "United Kingdom",
      disputeMinor: 24_999,
      disputeCurrency: "GBP",
      resolutionSought: "A full refund",
    })
    .where(eq(complaints.id, id));
  const author = row?.userId ?? "";
  return {
    company,
    id,
    author,
    cookie: await sessionCookie(author),
    support: `support@${company.domain}`,
  };
}

/** The outreach mail that told the company is moved a day back, so the cadence allows another. */
const ageMails = (address: string) =>
  db
    .update(mailQueue)
    .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
    .where(eq(mailQueue.toAddress, address));

const sendForm = (id: string, cookie: string | null) =>
  post(`/complaint/${id}`, { form: { intent: "send-letter" } }, cookie);

describe("the printable pages", () => {
  it("are the author's alone: 404 for another member and for a visitor", async () => {
    const { id, cookie } = await filed("The parcel never arrived and the shop stopped answering.");
    const other = await sessionCookie((await createUser()).id);
    for (const path of [`/complaint/${id}/letter`, `/complaint/${id}/card-kit`]) {
      expect((await fetchResponse(get(path, other))).status, path).toBe(404);
      expect((await fetchResponse(get(path, null))).status, path).toBe(404);
      const mine = await fetchResponse(get(path, cookie));
      expect(mine.status, path).toBe(200);
      expect(mine.headers.get("Content-Type")).toContain("text/html");
      expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await mine.text()).not.toMatch(/<script/i);
    }
    const letter = await (await fetchResponse(get(`/complaint/${id}/letter`, cookie))).text();
    expect(letter).toContain("Consumer Rights Act 2015, section 28");
    expect(letter).toContain("£249.99");
    expect(letter).toContain("not legal advice");
    // Another place's letter on asking; an unknown place is the complaint's own.
    const eu = await (await fetchResponse(get(`/complaint/${id}/letter?place=eu`, cookie))).text();
    expect(eu).toContain("Directive 2011/83/EU");
  });

  it("have no letter until the author says what went wrong", async () => {
    const { id, cookie } = await filed("The shop will not talk to me about my order at all.");
    await db.update(complaints).set({ problem: "other" }).where(eq(complaints.id, id));
    expect((await fetchResponse(get(`/complaint/${id}/letter`, cookie))).status).toBe(404);
  });
});

describe("sending the letter", () => {
  it("waits for the address's cadence, goes once with the author as Reply-To, and the file records it", async () => {
    const { id, cookie, support, author } = await filed(
      "The sofa I paid for in October was never delivered and nobody answers.",
    );
    // Another member cannot send it.
    const other = await sessionCookie((await createUser()).id);
    const stranger = await fetchApp(sendForm(id, other), { env: outreachEnv });
    expect(stranger.status).toBe(404);

    // The outreach mail that told the company went minutes ago: the cadence refuses the letter.
    const early = await fetchApp(sendForm(id, cookie), { env: outreachEnv });
    expect(early.status).toBe(400);
    expect(await lettersTo(support)).toHaveLength(0);

    await ageMails(support);
    const sent = await fetchApp(sendForm(id, cookie), { env: outreachEnv });
    expect(sent.status).toBe(200);
    const mails = await lettersTo(support);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain("Consumer Rights Act 2015, section 28");
    expect(mail?.text).toContain("£249.99");
    const [user] = await db.select().from(complaints).where(eq(complaints.id, id));
    const today = new Date().toISOString().slice(0, 10);
    const deadline = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(user?.letterDeadline).toBe(deadline);
    expect(user?.letterPlace).toBe("uk");
    expect(user?.letterSentAt).not.toBeNull();
    expect(JSON.stringify(mail?.headers)).toContain("Reply-To");
    expect(user?.userId).toBe(author);

    // Once: again, later, refused; still one letter.
    await ageMails(support);
    const again = await fetchApp(sendForm(id, cookie), { env: outreachEnv });
    expect(again.status).toBe(400);
    expect(await lettersTo(support)).toHaveLength(1);

    // The file (public and the author's) records it with its deadline.
    const json = await fetchApp(get(`/complaint/${id}/file.json`, null), { env: outreachEnv });
    const timeline = (json.body as { timeline: Array<{ kind: string; detail?: string }> }).timeline;
    expect(timeline.find((event) => event.kind === "letter_sent")?.detail).toBe(
      `Answer asked by ${deadline}`,
    );
  });

  it("two sends at once make one mail", async () => {
    const { id, support, author } = await filed(
      "The television never came and the tracking number is fake.",
    );
    await ageMails(support);
    const box = testPostbox({ env: outreachEnv });
    const now = Date.now();
    const results = await Promise.all([
      sendLetter(box, id, author, now, "en"),
      sendLetter(box, id, author, now + 1, "en"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await lettersTo(support)).toHaveLength(1);
  });
});

describe("the bank bundle", () => {
  it("gives each photo the SHA-256 of the stored object's bytes", async () => {
    const { id, cookie } = await filed("The lamp arrived broken; photo attached, no answer since.");
    const key = `${crypto.randomUUID()}.png`;
    const bytes = crypto.getRandomValues(new Uint8Array(2048));
    await env.COMPLAINT_IMAGES.put(key, bytes);
    await db
      .update(complaints)
      .set({ imageUrl: `/images/complaint-images/${key}`, problem: "faulty" })
      .where(eq(complaints.id, id));
    const digest = await crypto.subtle.digest("SHA-256", bytes);
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");

    const kit = await (
      await fetchResponse(
        get(`/complaint/${id}/card-kit?network=visa&card=credit&timing=kept`, cookie),
      )
    ).text();
    const hashes = [...kit.matchAll(/data-sha256="([0-9a-f]{64})"/g)].map((match) => match[1]);
    expect(hashes).toEqual([hex]);
    // The code and the third-party mark.
    expect(kit).toContain('data-code="13.3"');
    expect(kit).toContain("third-party summaries");
    // UK, credit card, £249.99: section 75 applies.
    expect(kit).toContain('data-s75="eligible"');
  });
});
