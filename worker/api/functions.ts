import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { requireJsonBody } from "../http/security";
import { claimVerificationApp } from "./claim-verification";
import { companyInfoApp } from "./company-info";
import { uckVoteApp } from "./uck-vote";

/**
 * The JSON functions under /api/functions/* (handle-uck-vote, get-company-info,
 * send-claim-verification, …). Each route validates its body with zod and calls one service.
 */
export const functionsApp = new Hono<AppEnv>();

functionsApp.use("*", requireJsonBody);
functionsApp.route("/handle-uck-vote", uckVoteApp);
functionsApp.route("/get-company-info", companyInfoApp);
functionsApp.route("/send-claim-verification", claimVerificationApp);

// Last: every other path under /api/functions (no route above answered it).
functionsApp.all("*", (c) => c.json({ success: false, error: "Unknown function." }, 404));
