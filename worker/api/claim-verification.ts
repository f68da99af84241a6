import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { statusOf } from "../http/kit";
import { resendClaimVerification } from "../services/companies/claims";

const Schema = z.object({
  requesterEmail: z.string().max(320),
  companyName: z.string().max(200),
  companyDomain: z.string().max(300),
  companySlug: z.string().min(1).max(200),
});

/**
 * POST /api/functions/send-claim-verification {requesterEmail, companyName, companyDomain,
 * companySlug} → {success, sent}: mails a new one-time link for the caller's pending claim (the
 * claim form of the company page sends the first one itself) when its address belongs to the
 * company's domain; otherwise the claim waits for an admin.
 */
export const claimVerificationApp = new Hono<AppEnv>().post(
  "/",
  zValidator("json", Schema, (result, c) =>
    result.success ? undefined : c.json({ success: false, message: "Invalid claim details." }, 400),
  ),
  async (c) => {
    const user = c.get("user");
    if (!user)
      return c.json({ success: false, message: "Please log in to claim this company page." }, 401);
    const { companySlug } = c.req.valid("json");
    const result = await resendClaimVerification(
      // The link is built from PUBLIC_HOST: the request's Host is the sender's to choose.
      c.get("postbox"),
      user.id,
      companySlug,
      Date.now(),
    );
    if (!result.ok)
      return c.json({ success: false, message: result.message }, statusOf(result.code));
    return c.json({ success: true, sent: result.sent });
  },
);
