/**
 * What the claim link's tests share: the claim of a company page, through the Worker's real Hono
 * app (CSRF, session, config from the env) in front of the real company page and claim link
 * routes, mounted without their components so loaders and actions answer with their data: the
 * mailed link only shows what would be confirmed; a POST by the signed-in claimant confirms it
 * (docs/product.md#claiming-a-company-page). A claimant, the claim form as the browser posts it,
 * the mailed link, and the claim's state in D1.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "@worker/app";
import { companies, companyClaims, companyMembers, emailOutbox } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import * as companyRoute from "~/routes/company/route";
import * as claimLinkRoute from "~/routes/company.$slug.claim";
import { createCompany, createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import * as stub from "../stubs/server-build";

export const ORIGIN = "http://localhost";
const resource = (id: string, path: string, module: { loader: unknown; action: unknown }) => ({
  id,
  parentId: "root",
  path,
  module: { loader: module.loader, action: module.action } as never,
});
const build: ServerBuild = {
  ...stub,
  routes: {
    ...stub.routes,
    company: resource("company", "company/:slug", companyRoute),
    claim: resource("claim", "company/:slug/claim", claimLinkRoute),
  },
};
const app = createApp(async () => build, "test");

/** The routes the tests load, once per file (their first import is slow). */
export async function loadRoutes() {
  await import("~/routes/company/route");
  await import("~/routes/company.$slug.claim");
}

export type Answer = { status: number; location: string | null; body: unknown; cookies: string[] };

export async function send(
  path: string,
  init: { cookie?: string; form?: Record<string, string>; origin?: string; env?: object } = {},
): Promise<Answer> {
  const origin = init.origin ?? ORIGIN;
  const headers = new Headers({ Origin: origin });
  if (init.cookie) headers.set("Cookie", init.cookie);
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${origin}${path}`, {
      method: init.form ? "POST" : "GET",
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: "manual",
    }),
    { ...env, ...init.env },
    ctx,
  );
  // Read first: work left for after the answer starts once it has been taken (answer-sent.ts).
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A redirect or an empty answer.
  }
  return {
    status: response.status,
    location: response.headers.get("Location"),
    body,
    cookies: response.headers.getSetCookie(),
  };
}

export async function claimant() {
  const domain = `${crypto.randomUUID().slice(0, 8)}.example`;
  const company = await createCompany({ domain });
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  const user = await createUser();
  return {
    company: { ...company, slug: row?.slug ?? "", domain },
    user,
    cookie: await sessionCookie(user.id),
    email: `ops@${domain}`,
  };
}
export type Claimant = Awaited<ReturnType<typeof claimant>>;

/** The claim form of the company page, as the browser posts it. */
export const requestClaim = (
  c: Claimant,
  email = c.email,
  extra: { origin?: string; env?: object } = {},
) =>
  send(`/company/${c.company.slug}`, {
    cookie: c.cookie,
    form: { intent: "claim", email, domain: c.company.domain },
    ...extra,
  });

export async function mailsTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}
export async function lastLink(email: string) {
  return (
    (await mailsTo(email)).at(-1)?.textBody.match(/https?:\/\/\S+claim\?token=[a-z0-9]+/)?.[0] ?? ""
  );
}
export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

export async function claimState(c: Claimant) {
  const claims = await db
    .select({ status: companyClaims.status, email: companyClaims.requesterEmail })
    .from(companyClaims)
    .where(eq(companyClaims.companyId, c.company.id));
  const members = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, c.company.id));
  const [page] = await db.select().from(companies).where(eq(companies.id, c.company.id));
  return { claims, members, claimed: page?.claimed };
}
