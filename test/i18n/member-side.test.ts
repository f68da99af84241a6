import { DEMAND_LENGTH, EXTORTION_MESSAGES } from "@shared/flags";
import { RESOLVE_WAITS_FOR_REFUND } from "@shared/refunds";
import { tooManyAttempts } from "@worker/auth/rate-limit";
import { CLAIM_TOASTS } from "@worker/services/companies/claims";
import { RESPONSE_MESSAGES } from "@worker/services/companies/respond-form";
import { respondToComplaint } from "@worker/services/companies/responses";
import { suggestContact } from "@worker/services/outreach/contacts";
import { describe, expect, it } from "vitest";
import { saidRefusal, sayRefusal } from "~/i18n/refusals.server";
import { SECTIONS } from "~/i18n/sections.server";
import * as claimRoute from "~/routes/company.$slug.claim";
import * as companyMailRoute from "~/routes/company-mail";
import * as extortionRoute from "~/routes/complaint.$id.report-extortion";
import {
  createClaimedCompany,
  createCompany,
  createComplaint,
  createUser,
  postbox,
} from "../factories";
import { ENGLISH, type RouteModule, renderPage, SPANISH, TURKISH } from "./render";

/**
 * Issue 40, the company member's side: the company services' toasts and refusals carry their
 * words and are said in the request's language (English: the services' text word for word), and
 * the claim link's page, the extortion report and the company mail page render in Turkish for
 * Accept-Language tr and in the exact English otherwise.
 */

const NOW = Date.UTC(2026, 10, 20, 12);
const english = (toast: { title: string; description: string }) => ({
  title: toast.title,
  description: toast.description,
});

describe("the company services' toasts", () => {
  it("say in English exactly what the services write, for every claim and response toast", () => {
    const toasts = [
      ...Object.values(RESPONSE_MESSAGES),
      CLAIM_TOASTS.signIn,
      CLAIM_TOASTS.missing,
      CLAIM_TOASTS.invalid,
      CLAIM_TOASTS.claimed,
      CLAIM_TOASTS.failed,
      CLAIM_TOASTS.mailFailed,
      CLAIM_TOASTS.sent("boss@acme.example"),
    ];
    for (const toast of toasts) expect(saidRefusal("en", toast)).toEqual(english(toast));
    // The page's copy of the wait for a refund is the service's sentence.
    expect(SECTIONS.company.en["member.waits"]).toBe(RESOLVE_WAITS_FOR_REFUND.description);
    expect(SECTIONS.extortion.en["extortion.sent"]).toBe(EXTORTION_MESSAGES.sent);
    expect(sayRefusal("en", { text: "extortion.tooShort", values: DEMAND_LENGTH })).toBe(
      EXTORTION_MESSAGES.demandTooShort,
    );
    const wait = tooManyAttempts(7 * 60);
    expect(sayRefusal("en", wait.words)).toBe(wait.message);
  });

  it("say them in Turkish and Spanish, with the address and the matched words kept", () => {
    const sent = saidRefusal("tr", CLAIM_TOASTS.sent("boss@acme.example"));
    expect(sent.title).toBe("Talebiniz başarıyla alındı");
    expect(sent.description).toContain("boss@acme.example adresine bir doğrulama e-postası");
    expect(saidRefusal("es", RESPONSE_MESSAGES.submitted)).toEqual({
      title: "Respuesta enviada",
      description: "Tu respuesta se publicó y avisamos al cliente.",
    });
  });

  it("a refused answer and a suggested address carry words that say the same in English", async () => {
    const company = await createClaimedCompany();
    const { member } = company;
    const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
    const demand = await respondToComplaint(
      postbox,
      member.id,
      complaint.id,
      {
        text: "Please delete your complaint first.",
        offerReimbursement: "off",
        reimbursement: "",
        category: "explanation",
      },
      NOW,
    );
    if (demand.ok) throw new Error("a deletion demand must be refused");
    expect(saidRefusal("en", demand.toast)).toEqual(english(demand.toast));
    expect(saidRefusal("tr", demand.toast).title).toBe("Teklif gönderilmedi");
    const other = await createCompany({ domain: "elsewhere.example" });
    const user = await createUser();
    const suggested = await suggestContact(postbox, user.id, other.id, "help@gmail.com", NOW);
    expect(sayRefusal("en", suggested.words)).toBe(suggested.message);
    expect(sayRefusal("es", suggested.words)).toContain("help@gmail.com");
    expect(sayRefusal("es", suggested.words)).not.toBe(suggested.message);
  });
});

describe("the member's pages", () => {
  it("the claim link's page: Turkish for tr, the exact English otherwise", async () => {
    const company = await createCompany();
    const at = { path: "company/:slug/claim", params: { slug: "acme" } };
    const url = "/company/acme/claim?token=nothing";
    const route = claimRoute as unknown as RouteModule;
    const tr = await renderPage(route, { ...at, url, headers: TURKISH });
    expect(tr.loaded.pageMessages?.section).toBe("claim");
    expect(tr.text).toContain(SECTIONS.claim.tr["claimLink.invalidTitle"]);
    expect(tr.text).toContain(SECTIONS.claim.tr["claimLink.toCompany"]);
    expect(tr.text).not.toContain("Claim link invalid");
    const en = await renderPage(route, { ...at, url, headers: ENGLISH });
    expect(en.text).toContain("Claim link invalid");
    expect(en.text).toContain(
      "This link has expired, was replaced by a newer one or was already used. Submit the claim again from the company page.",
    );
    expect(company.id).toBeTruthy();
  });

  it("the extortion report: a refusal and the page's words in the visitor's language", async () => {
    const company = await createCompany();
    const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
    const user = await createUser();
    const at = {
      path: "complaint/:id/report-extortion",
      url: `/complaint/${complaint.id}/report-extortion`,
      params: { id: complaint.id },
      userId: user.id,
    };
    const route = extortionRoute as unknown as RouteModule;
    const tr = await renderPage(route, { ...at, headers: TURKISH });
    expect(tr.text).toContain("Şantajı bildir");
    expect(tr.text).toContain(SECTIONS.refusal.tr["extortion.notMember"]);
    expect(tr.text).toContain("Şikâyete dön");
    const es = await renderPage(route, { ...at, headers: SPANISH });
    expect(es.text).toContain(SECTIONS.refusal.es["extortion.notMember"]);
    const en = await renderPage(route, { ...at, headers: ENGLISH });
    expect(en.text).toContain(EXTORTION_MESSAGES.notMember);
    expect(en.text).toContain("Back to the complaint");
  });

  it("the company mail page: an invalid link said in Turkish, and in the exact English", async () => {
    const at = { path: "company-mail", url: "/company-mail?c=x&a=stop&t=y" };
    const route = companyMailRoute as unknown as RouteModule;
    const tr = await renderPage(route, { ...at, headers: TURKISH });
    expect(tr.text).toContain("Şirketlere giden e-postalar");
    expect(tr.text).toContain(SECTIONS["company-mail"].tr["companyMail.invalid"]);
    const en = await renderPage(route, { ...at, headers: ENGLISH });
    expect(en.text).toContain("This link is not valid. Please use the link of a recent mail.");
  });
});
