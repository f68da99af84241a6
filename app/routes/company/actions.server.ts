import type { Locale } from "@shared/i18n";
import type { SessionUser } from "@worker/auth/current-user";
import type { UckLoadContext } from "@worker/load-context";
import { CLAIM_TOASTS, ClaimFormSchema, requestClaim } from "@worker/services/companies/claims";
import { CompanyActionSchema } from "@worker/services/companies/company-action-schema";
import { setCompanyFollow } from "@worker/services/companies/follow";
import { enterCompanyEntity } from "@worker/services/companies/legal-entity";
import { recordOutcome } from "@worker/services/companies/outcome";
import { getCompanyBySlug } from "@worker/services/companies/page";
import { makePledge, withdrawPledge } from "@worker/services/companies/pledge";
import { offerNewRefund } from "@worker/services/companies/refund-offers";
import { markResolved } from "@worker/services/companies/resolve";
import { RESPONSE_MESSAGES, respondToComplaint } from "@worker/services/companies/responses";
import { suggestContact } from "@worker/services/outreach/contacts";
import { recordUserAddress } from "@worker/services/users/address-blocks";
import { storeEvidence } from "@worker/storage/extortion-attachments";
import { redirect } from "react-router";
import { catalogueFor } from "~/i18n/catalogue.server";
import { saidRefusal } from "~/i18n/refusals.server";
import { sectionWords } from "~/i18n/sections.server";
import { type ActionInput, refuse, succeed } from "~/kit/action.server";
import { FOLLOW_FAILED } from "./failures";

/** The company section's words in the request's language (English: the spec's). */
const wordsFor = (locale: Locale) => sectionWords("company", locale);

/**
 * The sign-in toast of each intent, in the spec's words, all in the request's language: the
 * page's own (follow, a suggested address) from its section, a claim's and a response's from the
 * services' words.
 */
export const signInToast = (locale: Locale) => (intent: string) => {
  if (intent === "claim") return saidRefusal(locale, CLAIM_TOASTS.signIn);
  if (
    intent === "respond" ||
    intent === "resolve" ||
    intent === "refund-offer" ||
    intent === "outcome" ||
    intent === "pledge" ||
    intent === "withdraw-pledge" ||
    intent === "legal-entity"
  )
    return saidRefusal(locale, RESPONSE_MESSAGES.claim);
  const root = catalogueFor(locale);
  return {
    title: root["company.authRequired"],
    description:
      intent === "suggest-contact"
        ? wordsFor(locale)["company.signInToSuggest"]
        : root["company.signInToFollow"],
  };
};

type CompanyArgs = { params: { slug: string }; context: UckLoadContext };

/**
 * Follow, claim, respond, resolve, a suggested address and a new refund, for the signed-in
 * actor (the route's `signedInAction` asked anyone else to sign in first). Whether the actor is
 * a member is the company's rule, checked by each service inside its write.
 */
export async function companyIntent(
  { form: posted, fields, user, now }: ActionInput<SessionUser>,
  { params, context }: CompanyArgs,
) {
  const parsed = CompanyActionSchema.safeParse(fields);
  if (!parsed.success) return refuse("unknown", "invalid", FOLLOW_FAILED);
  const form = parsed.data;
  const company = await getCompanyBySlug(context.db, params.slug, user.id);
  if (!company) throw redirect("/");
  // The services' toasts in the request's language (English: the spec's words as they are).
  const said = <T extends { title: string; description: string }>(toast: T) =>
    saidRefusal(context.locale, toast);
  // The address a refund is offered from is compared with the complainant's (decision 027):
  // kept once a response or a new offer was recorded, never for a refused form.
  const keepAddress = () =>
    recordUserAddress(context.db, context.config.addressHashKey, user.id, context.clientIp, now);
  switch (form.intent) {
    case "follow":
    case "unfollow": {
      const follow = form.intent === "follow";
      const done = await setCompanyFollow(context.db, user.id, company.id, follow, now);
      const words = wordsFor(context.locale);
      if (!done) {
        const toast = { title: words["company.error"], description: words["company.followFailed"] };
        return refuse(form.intent, "not_found", toast);
      }
      const toast = follow
        ? { title: words["company.following"], description: words["company.followingText"] }
        : { title: words["company.unfollowed"], description: words["company.unfollowedText"] };
      return succeed(form.intent, toast, { following: follow });
    }
    case "claim": {
      const result = await requestClaim(
        context.postbox,
        user.id,
        company,
        ClaimFormSchema.parse(form),
        now,
      );
      return result.ok
        ? succeed("claim", said(result.toast), { mailed: result.mailed })
        : refuse("claim", result.code, said(result.toast));
    }
    case "respond": {
      const result = await respondToComplaint(
        context.postbox,
        user.id,
        form.complaintId,
        { ...form, category: form.category },
        now,
      );
      if (!result.ok) {
        // Nothing typed is lost: a form posted without JavaScript opens again holding it.
        const typed = {
          complaintId: form.complaintId,
          text: form.text,
          category: form.category ?? "",
          reimbursement: form.reimbursement,
          refundAmount: form.refundAmount,
          refundCurrency: form.refundCurrency,
          refundDue: form.refundDue,
        };
        return refuse("respond", result.code, said(result.toast), { draft: typed });
      }
      await keepAddress();
      return succeed("respond", said(result.toast));
    }
    case "resolve": {
      const result = await markResolved(context.postbox, user.id, form.complaintId, now);
      return result.ok
        ? succeed("resolve", said(result.toast))
        : refuse("resolve", result.code, said(result.toast));
    }
    case "suggest-contact": {
      const result = await suggestContact(context.postbox, user.id, company.id, form.address, now);
      const { message: description, words } = result;
      return result.ok
        ? succeed(
            "suggest-contact",
            said({
              title: "Address suggested",
              description,
              words: { ...words, title: "title.addressSuggested" },
            }),
          )
        : refuse("suggest-contact", result.code, said({ title: "Error", description, words }));
    }
    case "outcome": {
      const result = await recordOutcome(context.postbox, user.id, form.complaintId, form, now);
      if (!result.ok) return refuse("outcome", result.code, said(result.toast));
      await keepAddress();
      return succeed("outcome", said(result.toast));
    }
    case "pledge":
    case "withdraw-pledge": {
      const change = form.intent === "pledge" ? makePledge : withdrawPledge;
      const result = await change(context.db, user.id, company.id, now);
      return result.ok
        ? succeed(form.intent, said(result.toast))
        : refuse(form.intent, result.code, said(result.toast));
    }
    case "legal-entity": {
      // Its document is kept privately, read only by superadmins (/admin/evidence/{id}).
      const result = await enterCompanyEntity(
        {
          db: context.db,
          storeDocument: (file) => storeEvidence(context.buckets.complaintImages, file),
        },
        user.id,
        company.id,
        fields,
        posted.get("document"),
        now,
      );
      return result.ok
        ? succeed("legal-entity", said(result.toast))
        : refuse("legal-entity", result.code, said(result.toast));
    }
    case "refund-offer": {
      const result = await offerNewRefund(context.postbox, user.id, form.complaintId, form, now);
      if (!result.ok) return refuse("refund-offer", result.code, said(result.toast));
      await keepAddress();
      return succeed("refund-offer", said(result.toast));
    }
  }
}
