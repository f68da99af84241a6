import { zValidator } from "@hono/zod-validator";
import { controlCharactersMessage, hasControlCharacter } from "@shared/control-characters";
import { COMPANY_QUERY_MAX, normalizeDomain } from "@shared/domain";
import { Hono } from "hono";
import { z } from "zod";
import { exceededRateLimit } from "../auth/rate-limit";
import type { AppEnv } from "../http/app-env";
import { clientAddressKey } from "../http/client-address";
import { findOrCreateCompanyForUser, searchCompanies } from "../services/companies/lookup";

const LookupSchema = z.union([
  z
    .object({
      query: z
        .string()
        .trim()
        .min(2, "Type at least 2 characters.")
        .max(COMPANY_QUERY_MAX)
        .refine((query) => !hasControlCharacter(query), {
          message: `${controlCharactersMessage("Company name")}.`,
        }),
    })
    .strict(),
  z
    .object({
      domain: z.string().trim().min(1, "Please enter a company domain to search.").max(300),
    })
    .strict(),
]);

/**
 * The refusal in words. An unknown key is named by what is allowed, never quoted back: the
 * caller's own key could carry anything (quotes, markup, "[object Object]").
 */
function refusalOf(issue: z.core.$ZodIssue | undefined) {
  if (!issue || issue.code === "unrecognized_keys" || issue.code === "invalid_union") {
    return "Send a company name as query, or a domain, and nothing else.";
  }
  return issue.message;
}

/**
 * POST /api/functions/get-company-info
 *   {query}  → {success, companies: [{name, slug, domain, logo, existed}]}
 *   {domain} → {success, company: {name, slug, domain, logo, existed}} (created when missing)
 */
export const companyInfoApp = new Hono<AppEnv>().post(
  "/",
  zValidator("json", LookupSchema, (result, c) =>
    result.success
      ? undefined
      : c.json(
          {
            success: false,
            message: refusalOf(result.error.issues[0]),
          },
          400,
        ),
  ),
  async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const who = user?.id ?? clientAddressKey(c.req.header("CF-Connecting-IP"));
    const limited = await exceededRateLimit(db, [["lookupByClient", who]], Date.now());
    if (limited) return c.json({ success: false, message: limited }, 429);

    const body = c.req.valid("json");
    if ("query" in body) {
      return c.json({ success: true, companies: await searchCompanies(db, body.query) });
    }
    const domain = normalizeDomain(body.domain);
    if (!domain) {
      return c.json(
        { success: false, message: "Please enter a valid domain, like example.com." },
        400,
      );
    }
    if (!user) {
      const found = await searchCompanies(db, domain);
      const exact = found.find((company) => company.domain === domain && company.existed);
      if (exact) return c.json({ success: true, company: exact });
      return c.json({ success: false, message: "Please sign in to add a new company." }, 401);
    }
    const found = await findOrCreateCompanyForUser(db, user.id, domain, Date.now());
    return found.ok
      ? c.json({ success: true, company: found.company })
      : c.json({ success: false, message: found.message }, 429);
  },
);
