import {
  decideLegalEntity,
  EntityDecisionSchema,
  EntityInputSchema,
  enterLegalEntity,
  lookUpLegalEntity,
} from "@worker/services/companies/legal-entity";
import { z } from "zod";
import { refuse, succeed } from "~/kit/action.server";
import { type AdminIntent, adminToast } from "./answer.server";

/* The Claims tab's legal entities (decision 045): look-ups, a superadmin's entry, decisions. */

const SlugSchema = z.object({ slug: z.string().trim().min(1).max(200) });

export const lookUpEntity: AdminIntent = async ({ intent, values, now, context }) => {
  const parsed = SlugSchema.safeParse(values);
  if (!parsed.success) return refuse(intent, "invalid", adminToast("answer.giveSlug"));
  const result = await lookUpLegalEntity(
    { db: context.db, config: context.config, fetch: (input, init) => fetch(input, init) },
    parsed.data.slug,
    now,
  );
  if (!result.ok) {
    const key = {
      off: "answer.entityLookupOff",
      "no-company": "answer.noSlug",
      limited: "answer.entityLookupLimited",
      failed: "answer.entityLookupFailed",
    } as const;
    const code = result.reason === "limited" ? "rate_limited" : "invalid";
    return refuse(intent, code, adminToast(key[result.reason]));
  }
  if (result.cached)
    return succeed(
      intent,
      adminToast(result.found > 0 ? "answer.entityLookupCached" : "answer.entityLookupCachedNone"),
    );
  return succeed(
    intent,
    adminToast(result.proposed ? "answer.entityFoundProposed" : "answer.entityFound", {
      count: result.found,
    }),
  );
};

export const enterEntity: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const slug = SlugSchema.safeParse(values);
  const input = EntityInputSchema.safeParse(values);
  if (!slug.success || !input.success)
    return refuse(intent, "invalid", adminToast("answer.giveEntity"));
  const entered = await enterLegalEntity(context.db, actorId, slug.data.slug, input.data, now);
  return entered
    ? succeed(intent, adminToast("answer.entityEntered", { company: entered.company }))
    : refuse(intent, "invalid", adminToast("answer.noSlug"));
};

export const decideEntity: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = EntityDecisionSchema.safeParse(values);
  if (!parsed.success) return refuse(intent, "invalid", adminToast("answer.chooseEntity"));
  const done = await decideLegalEntity(context.db, actorId, parsed.data, now);
  if (!done) return refuse(intent, "conflict", adminToast("answer.entityDecided"));
  return succeed(
    intent,
    adminToast(
      parsed.data.decision === "confirm" ? "answer.entityConfirmed" : "answer.entityRejected",
    ),
  );
};
