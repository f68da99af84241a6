import { ClaimDecisionSchema, decideClaim } from "@worker/services/admin/claims";
import { SetCountrySchema, setCompanyCountry } from "@worker/services/companies/country";
import { decideContact, setContact } from "@worker/services/outreach/contacts";
import { z } from "zod";
import { refuse, succeed } from "~/kit/action.server";
import { type AdminIntent, adminToast, decision } from "./answer.server";

/* The Claims tab's decisions: company claims, complaints addresses and a company's country. */

export const decideCompanyClaim = decision(
  ClaimDecisionSchema,
  "answer.chooseClaim",
  ({ actorId, now, context }, claim) => decideClaim(context.postbox, actorId, claim, now),
);

const ContactDecisionSchema = z.object({
  contactId: z.string().trim().min(1).max(64),
  decision: z.enum(["confirm", "refuse"]),
});

export const decideSuggestedContact: AdminIntent = async ({
  intent,
  values,
  actorId,
  now,
  context,
}) => {
  const parsed = ContactDecisionSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", adminToast("answer.chooseContact"));
  }
  const decided = await decideContact(context.db, actorId, parsed.data, now);
  return decided
    ? succeed(
        intent,
        adminToast(
          parsed.data.decision === "confirm" ? "answer.addressConfirmed" : "answer.addressRefused",
        ),
      )
    : refuse(intent, "conflict", adminToast("answer.addressDecided"));
};

const SetContactSchema = z.object({
  slug: z.string().trim().min(1).max(200),
  address: z.string().trim().min(3).max(320),
});

export const setComplaintsAddress: AdminIntent = async ({
  intent,
  values,
  actorId,
  now,
  context,
}) => {
  const parsed = SetContactSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", adminToast("answer.giveAddress"));
  }
  const result = await setContact(context.db, actorId, parsed.data, now);
  return result.ok
    ? succeed(intent, {
        title: result.message,
        words: { title: result.words.text, values: result.words.values },
      })
    : refuse(intent, "invalid", { title: result.message, words: { title: result.words.text } });
};

export const setCountry: AdminIntent = async ({ intent, values, now, context }) => {
  const parsed = SetCountrySchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", adminToast("answer.giveCountry"));
  }
  const result = await setCompanyCountry(context.db, parsed.data, now);
  return result.ok
    ? succeed(intent, {
        title: result.message,
        words: { title: result.words.text, values: result.words.values },
      })
    : refuse(intent, "invalid", { title: result.message, words: { title: result.words.text } });
};
