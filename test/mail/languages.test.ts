/**
 * Mails in the recipient's chosen language (issue 40, decision 030): the language switch used
 * signed in keeps the choice on the account, registration keeps the page's language, and every
 * notification mail (subject, words, button, footer) and the account mails are then written in
 * it. A member who never chose gets the English mails, word for word as before.
 */

import { env } from "cloudflare:workers";
import { mailEn } from "@shared/messages/en/mail";
import { mailEs } from "@shared/messages/es/mail";
import { mailTr } from "@shared/messages/tr/mail";
import { parseConfig } from "@worker/config";
import { emailOutbox, users } from "@worker/db/schema";
import { deliverDueMails } from "@worker/services/mail/deliver";
import { makeDailyDigests } from "@worker/services/mail/fold";
import { createMailer } from "@worker/services/mail/mailer";
import { setMailSettings } from "@worker/services/mail/unsubscribe";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { PASSWORD, send } from "../accounts/app";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/auth/route");
}, 60_000);

const HOST = "http://localhost";

const mailsTo = async (userId: string) => {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ""))
    .orderBy(emailOutbox.createdAt);
};

const languageOf = async (userId: string) =>
  (await db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]
    ?.language;

/** A member who used the language switch, signed in. */
async function memberIn(locale: string | null, name?: string) {
  const user = await createUser(name ? { name } : {});
  const cookie = await sessionCookie(user.id);
  if (locale) {
    const chosen = await fetchApp(post("/language", { form: { locale, back: "/" } }, cookie));
    expect(chosen.status).toBe(303);
  }
  return { ...user, cookie };
}

const comment = (complaintId: string, cookie: string, text: string) =>
  fetchApp(post(`/complaint/${complaintId}`, { form: { intent: "comment", text } }, cookie));

const respond = (slug: string, cookie: string, complaintId: string) =>
  fetchApp(
    post(
      `/company/${slug}`,
      {
        form: {
          intent: "respond",
          complaintId,
          text: "We refunded the ticket.",
          offerReimbursement: "on",
          reimbursement: "$40 voucher",
          category: "explanation",
        },
      },
      cookie,
    ),
  );

it("the switch used signed in keeps the language on the account; signed out or unknown, nothing is kept", async () => {
  const member = await memberIn(null);
  expect(await languageOf(member.id)).toBeNull();
  const chosen = await fetchApp(
    post("/language", { form: { locale: "tr", back: "/help" } }, member.cookie),
  );
  expect(chosen.status).toBe(303);
  expect(chosen.location).toBe("/help");
  expect(await languageOf(member.id)).toBe("tr");
  // A language UCK does not speak is refused and changes nothing.
  const refused = await fetchApp(post("/language", { form: { locale: "de" } }, member.cookie));
  expect(refused.status).toBe(400);
  expect(await languageOf(member.id)).toBe("tr");
  await fetchApp(post("/language", { form: { locale: "es" } }, member.cookie));
  expect(await languageOf(member.id)).toBe("es");
  // Signed out: only the cookie (the answer still sets it).
  const anonymous = await fetchApp(post("/language", { form: { locale: "tr" } }));
  expect(anonymous.status).toBe(303);
  expect(anonymous.cookies.join(";")).toContain("lang=tr");
});

it("a Turkish member's mail for a new comment is Turkish: subject, words, button and footer", async () => {
  const complainant = await memberIn("tr");
  const commenter = await memberIn(null, "Cora Commenter");
  const company = await createClaimedCompany();
  const companyName = company.name;
  const { id } = await createComplaint({
    userId: complainant.id,
    companyId: company.id,
    companyName,
    text: "Uçuşum iptal edildi, bilet ücreti iade edilmedi.",
  });
  expect((await comment(id, commenter.cookie, "Bende de aynısı oldu.")).status).toBe(200);
  const [mail, ...more] = await mailsTo(complainant.id);
  expect(more).toEqual([]);
  expect(mail?.subject).toBe(`${companyName} hakkındaki şikâyetinize yeni yorum`);
  // What people wrote stays as written; the frame around it is Turkish.
  expect(mail?.textBody).toContain(
    "Şikâyetiniz: “Uçuşum iptal edildi, bilet ücreti iade edilmedi.”",
  );
  expect(mail?.textBody).toContain("Cora Commenter şunu yazdı: “Bende de aynısı oldu.”");
  expect(mail?.textBody).toContain(`Yorumları okuyun: ${HOST}/complaint/${id}#comments-heading`);
  expect(mail?.textBody).toContain(
    "Bu e-postayı biri şikâyetinize yorum yaptığında alırsınız. Bu e-postaları durdur:",
  );
  expect(mail?.htmlBody).toContain('<html lang="tr"');
  expect(mail?.htmlBody).toContain("Ya da şu adresi açın:");
  expect(mail?.textBody).not.toMatch(/Read the comments|You get this mail|Your complaint/);
});

it("a Turkish member's mail for a company's response is Turkish; a Spanish member's is Spanish", async () => {
  const company = await createClaimedCompany();
  const memberCookie = await sessionCookie(company.member.id);
  const turkish = await memberIn("tr");
  const spanish = await memberIn("es");
  const about = (userId: string) =>
    createComplaint({ userId, companyId: company.id, companyName: company.name });
  const forTurkish = await about(turkish.id);
  const forSpanish = await about(spanish.id);
  expect((await respond(company.slug, memberCookie, forTurkish.id)).status).toBe(200);
  expect((await respond(company.slug, memberCookie, forSpanish.id)).status).toBe(200);

  const [tr] = await mailsTo(turkish.id);
  expect(tr?.subject).toBe(`${company.name} şikâyetinize yanıt verdi`);
  expect(tr?.textBody).toContain(`${company.name} şöyle yanıtladı: “We refunded the ticket.”`);
  expect(tr?.textBody).toContain("Size bir geri ödeme öneriyorlar: $40 voucher");
  expect(tr?.textBody).toContain(`Şikâyetinize gidin: ${HOST}/complaint/${forTurkish.id}`);
  expect(tr?.textBody).toContain(
    "Bu e-postayı bir şirket şikâyetinize yanıt verdiğinde alırsınız.",
  );

  const [es] = await mailsTo(spanish.id);
  expect(es?.subject).toBe(`${company.name} ha respondido a tu queja`);
  expect(es?.textBody).toContain(`${company.name} escribió: «We refunded the ticket.»`);
  expect(es?.textBody).toContain("Te ofrecen un reembolso: $40 voucher");
  expect(es?.textBody).toContain("Recibes este correo cuando una empresa responde a tu queja.");
  expect(es?.htmlBody).toContain('<html lang="es"');
});

it("a member who never chose gets the English mail, word for word", async () => {
  const company = await createClaimedCompany();
  const memberCookie = await sessionCookie(company.member.id);
  const english = await memberIn(null);
  const { id } = await createComplaint({
    userId: english.id,
    companyId: company.id,
    companyName: company.name,
  });
  expect((await respond(company.slug, memberCookie, id)).status).toBe(200);
  const [mail] = await mailsTo(english.id);
  expect(mail?.subject).toBe(`${company.name} responded to your complaint`);
  expect(mail?.textBody).toContain(`${company.name} wrote: “We refunded the ticket.”`);
  expect(mail?.textBody).toContain(
    "Did this solve it? Answer Yes or No on your complaint: everyone reading it sees your verdict.",
  );
  expect(mail?.textBody).toContain(
    "You get this mail when a company responds to your complaint. Stop these mails:",
  );
  expect(mail?.htmlBody).toContain('<html lang="en"');
  expect(mail?.htmlBody).toContain("Or open this address:");
});

it("a Turkish member's daily digest is Turkish", async () => {
  const complainant = await memberIn("tr");
  const commenter = await memberIn(null, "Dan Digest");
  const { id } = await createComplaint({ userId: complainant.id });
  await setMailSettings(db, complainant.id, { complaint_commented: "daily" }, Date.now());
  expect((await comment(id, commenter.cookie, "Birinci yorum.")).status).toBe(200);
  expect((await comment(id, commenter.cookie, "İkinci yorum.")).status).toBe(200);
  const deps = { db, mailer: createMailer(parseConfig(env), db), publicHost: HOST };
  const at = Date.UTC(2032, 5, 1, 8);
  await makeDailyDigests(db, at);
  await deliverDueMails(deps, at);
  const [digest] = await mailsTo(complainant.id);
  expect(digest?.subject).toBe("UCK'de bugün: 2 gelişme");
  expect(digest?.textBody).toContain(
    "Bu özeti, günlük okumayı seçtiğiniz e-postalar için günde bir kez alırsınız.",
  );
  expect(digest?.textBody).toContain("Dan Digest şunu yazdı: “İkinci yorum.”");
  expect(digest?.textBody).toContain("Özeti durdur:");
});

it("registration keeps the page's language, and the verification mail is in it", async () => {
  const email = `kayit-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const answer = await send(
    post(
      `${HOST}/auth/register`,
      {
        form: {
          intent: "register",
          name: "Ayşe Yılmaz",
          email,
          password: PASSWORD,
          agreement: "on",
        },
      },
      null,
      { "Accept-Language": "tr-TR,tr;q=0.9,en;q=0.5" },
    ),
  );
  expect(answer.status).toBe(200);
  const [account] = await db.select().from(users).where(eq(users.email, email));
  expect(account?.language).toBe("tr");
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  expect(mail?.subject).toBe("UCK için e-posta adresinizi doğrulayın");
  expect(mail?.textBody).toContain("UCK'ye hoş geldiniz, Ayşe Yılmaz");
  expect(mail?.textBody).toContain("E-postamı doğrula: ");
});

it("every mail catalogue fills every key, and Turkish and Spanish are not English copies", () => {
  const keys = Object.keys(mailEn).sort();
  for (const catalogue of [mailTr, mailEs]) {
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      const template = catalogue[key as keyof typeof catalogue];
      expect(template.trim().length, key).toBeGreaterThan(0);
      // The same placeholders as English: nothing dropped, nothing invented.
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(template), key).toEqual(names(mailEn[key as keyof typeof mailEn]));
    }
    const same = keys.filter(
      (key) =>
        catalogue[key as keyof typeof catalogue] === mailEn[key as keyof typeof mailEn] &&
        !["quoted"].includes(key),
    );
    expect(same).toEqual([]);
  }
});
