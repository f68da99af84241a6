import type { Words } from "@shared/messages/words";
import { KNOWN_COUNTRIES } from "@shared/places";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";

export const SetCountrySchema = z.object({
  slug: z.string().trim().min(1).max(200),
  // Empty: back to the country its domain names.
  country: z.union([z.enum(KNOWN_COUNTRIES as [string, ...string[]]), z.literal("")]),
});

/**
 * A superadmin sets a company's country (the venue rules read it), or clears it so the country
 * comes from the domain's country code again.
 */
export async function setCompanyCountry(
  db: Database,
  input: z.infer<typeof SetCountrySchema>,
  now: number,
): Promise<{ ok: boolean; message: string; words: Words }> {
  const [updated] = await db
    .update(companies)
    .set({ country: input.country || null, updatedAt: new Date(now) })
    .where(eq(companies.slug, input.slug.toLowerCase()))
    .returning({ name: companies.name });
  if (!updated)
    return { ok: false, message: "No company has this slug.", words: { text: "answer.noSlug" } };
  return {
    ok: true,
    message: input.country
      ? `${updated.name}'s country is now ${input.country}.`
      : `${updated.name}'s country comes from its domain again.`,
    words: input.country
      ? { text: "answer.countrySet", values: { company: updated.name, country: input.country } }
      : { text: "answer.countryFromDomain", values: { company: updated.name } },
  };
}
