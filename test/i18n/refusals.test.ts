import { LOCALES } from "@shared/i18n";
import {
  filingLimit,
  RATE_LIMITS,
  type RateLimitName,
  tooManyAttempts,
} from "@worker/auth/rate-limit";
import { companies } from "@worker/db/schema";
import { postComment } from "@worker/services/complaints/comments";
import { duplicateProblem, GROUP_GONE } from "@worker/services/complaints/create";
import { NAME_PROBLEMS } from "@worker/services/complaints/file-plain";
import { REFUSAL_KEYS } from "@worker/services/refusal";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { saidRefusal, sayRefusal } from "~/i18n/refusals.server";
import { SECTIONS } from "~/i18n/sections.server";
import { createCompany, createComplaint, db, postbox } from "../factories";
import { fetchApp, post } from "../harness/app";
import { account, ENGLISH, type Toast, TURKISH, toastOf } from "./setup";

/**
 * Issue 40: refusals the services word (rate limits, duplicates, the schemas' messages, the
 * card's and the appeal's answers) reach a Turkish or Spanish visitor in their language. The
 * service keeps its English text and adds the same refusal as keys and values; the page's action
 * says it in the request's language. English is the services' text word for word.
 */
beforeAll(async () => {
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/complaint-actions/route");
  await import("../../app/routes/create/route");
  await import("../../app/routes/admin/route");
}, 240_000);

const tr = SECTIONS.refusal.tr;

describe("the words say what the services say", () => {
  it("English words are the services' English text, word for word, for every wait and window", () => {
    const waits = [1, 59, 60, 61, 119 * 60, 120 * 60, 3 * 3600 + 1, 24 * 3600];
    const rules: RateLimitName[] = [
      "complaintBurstByUser",
      "complaintDailyByUser",
      "complaintByUser",
    ];
    for (const seconds of waits) {
      const plain = tooManyAttempts(seconds);
      expect(sayRefusal("en", plain.words)).toBe(plain.message);
      for (const rule of rules) {
        const filing = filingLimit(RATE_LIMITS[rule], seconds);
        expect(sayRefusal("en", filing.words)).toBe(filing.message);
      }
    }
    for (const problem of [
      duplicateProblem("Acme Bank", "c-123"),
      GROUP_GONE,
      NAME_PROBLEMS.several("Acme"),
      NAME_PROBLEMS.none("Acme"),
    ]) {
      expect(saidRefusal("en", problem)).toEqual({
        title: problem.title,
        description: problem.description,
      });
    }
  });

  it("Turkish and Spanish say them in their words, with the same figures", () => {
    const filing = filingLimit(RATE_LIMITS.complaintBurstByUser, 7 * 60);
    expect(sayRefusal("tr", filing.words)).toBe(
      "10 dakika içinde en fazla 5 şikâyet gönderebilirsiniz. Lütfen 7 dakika sonra tekrar deneyin.",
    );
    expect(sayRefusal("es", filing.words)).toBe(
      "Puedes presentar 5 quejas en 10 minutos. Vuelve a intentarlo en 7 minutos.",
    );
    expect(sayRefusal("es", tooManyAttempts(30).words)).toBe(
      "Demasiados intentos. Vuelve a intentarlo en 1 minuto.",
    );
    const duplicate = saidRefusal("tr", duplicateProblem("Acme Bank", "c-123"));
    expect(duplicate.title).toBe(tr["title.duplicate"]);
    expect(duplicate.description).toContain("Acme Bank hakkında");
    expect(duplicate.description).toContain("/complaint/c-123");
  });

  it("every key a service may name has words in every language", () => {
    for (const locale of LOCALES) {
      const words: Record<string, string> = SECTIONS.refusal[locale];
      for (const key of REFUSAL_KEYS) {
        expect(words[key] ?? words[`${key}_other`], `${locale} ${key}`).toBeTruthy();
      }
    }
  });
});

describe("a refused action in the visitor's language", () => {
  it("a rate-limited comment: Turkish words for a Turkish visitor, the exact English otherwise", async () => {
    const complaint = await createComplaint();
    const now = Date.now();
    const limited = async () => {
      const person = await account();
      for (let i = 0; i < RATE_LIMITS.commentByUser.limit; i++) {
        await postComment(postbox, complaint.id, person.id, `Comment ${i}`, now);
      }
      return person;
    };
    const form = { intent: "comment", text: "One too many" };
    const turk = await limited();
    const turkish = await fetchApp(
      post(`/complaint/${complaint.id}`, { form }, turk.cookie, TURKISH),
    );
    expect(turkish.status).toBe(429);
    expect(toastOf(turkish)).toEqual({
      title: "Hata",
      description: "Çok fazla deneme yapıldı. Lütfen 1 dakika sonra tekrar deneyin.",
    });

    const english = await limited();
    const answer = await fetchApp(
      post(`/complaint/${complaint.id}`, { form }, english.cookie, ENGLISH),
    );
    expect(answer.status).toBe(429);
    expect(toastOf(answer)).toEqual({
      title: "Error",
      description: "Too many attempts. Please try again in 1 minute.",
    });
    expect(JSON.stringify(answer.body)).not.toContain("words");
  });

  it("a field the schema refuses (an empty comment, an empty report reason)", async () => {
    const complaint = await createComplaint();
    const person = await account();
    const comment = { intent: "comment", text: "   " };
    const turkish = await fetchApp(
      post(`/complaint/${complaint.id}`, { form: comment }, person.cookie, TURKISH),
    );
    expect(turkish.status).toBe(400);
    expect(toastOf(turkish)).toEqual({ title: "Hata", description: tr["comment.empty"] });
    const english = await fetchApp(
      post(`/complaint/${complaint.id}`, { form: comment }, person.cookie, ENGLISH),
    );
    expect(toastOf(english)).toEqual({
      title: "Error",
      description: "Please write a comment first.",
    });

    const report = { intent: "report", reason: "" };
    const spanish = await fetchApp(
      post(`/complaint/${complaint.id}/actions`, { form: report }, person.cookie, {
        "Accept-Language": "es",
      }),
    );
    expect(spanish.status).toBe(400);
    expect(toastOf(spanish)).toEqual({
      title: "Error",
      description: SECTIONS.refusal.es["report.reasonEmpty"],
    });
  });

  it("a complaint reported twice: the card's refusal in Turkish, in English word for word", async () => {
    const complaint = await createComplaint();
    const person = await account();
    const report = { intent: "report", reason: "It is not true." };
    const to = `/complaint/${complaint.id}/actions`;
    expect((await fetchApp(post(to, { form: report }, person.cookie, TURKISH))).status).toBe(200);
    const twice = await fetchApp(post(to, { form: report }, person.cookie, TURKISH));
    expect(twice.status).toBe(409);
    expect(toastOf(twice)).toEqual({
      title: tr["title.alreadyReported"],
      description: tr["report.already"],
    });
    const english = await fetchApp(post(to, { form: report }, person.cookie, ENGLISH));
    expect(toastOf(english)).toEqual({
      title: "Already reported",
      description: "You have already reported this complaint. Our moderators will review it.",
    });
  });

  it("the same complaint filed twice: /create's refusal in Turkish, the link to the first kept", async () => {
    const company = await createCompany({ name: `Dupli ${crypto.randomUUID().slice(0, 6)}` });
    const [row] = await db
      .select({ slug: companies.slug, domain: companies.domain, name: companies.name })
      .from(companies)
      .where(eq(companies.id, company.id));
    if (!row?.domain) throw new Error("no company");
    const person = await account();
    const text =
      "The courier left my parcel in the rain and the shop refuses to replace the ruined books.";
    const form = {
      companyName: row.name,
      companySlug: row.slug,
      companyDomain: row.domain,
      text,
      location: "",
    };
    expect((await fetchApp(post("/create", { form }, person.cookie, TURKISH))).status).toBe(302);
    const again = await fetchApp(
      post("/create", { form: { ...form, text: `${text}!` } }, person.cookie, TURKISH),
    );
    expect(again.status).toBe(409);
    const body = again.body as { duplicateOf: string; toast: Toast };
    expect(body.toast.title).toBe(tr["title.duplicate"]);
    expect(body.toast.description).toContain(`${row.name} hakkında`);
    expect(body.toast.description).toContain(`/complaint/${body.duplicateOf}`);
    const english = await fetchApp(
      post("/create", { form: { ...form, text: `${text}?` } }, person.cookie, ENGLISH),
    );
    expect((english.body as { toast: Toast }).toast).toEqual({
      title: "You already filed this complaint",
      description: `You filed a complaint about ${row.name} with nearly the same words in the last 30 days: it is at /complaint/${body.duplicateOf}. Add to that one, or describe a different problem.`,
    });
  });
});
