import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createApp } from "@worker/app";
import { companies, companyClaims, companyMembers, emailOutbox } from "@worker/db/schema";
import { readFlash } from "@worker/http/flash";
import { and, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeAll, expect, it, vi } from "vitest";
import * as companyRoute from "~/routes/company.$slug";
import * as claimLinkRoute from "~/routes/company.$slug.claim";
import { createCompany, createUser, db } from "./factories";
import { sessionCookie } from "./harness/app";
import * as stub from "./stubs/server-build";

/**
 * The claim of a company page, through the Worker's real Hono app (CSRF, session, config from
 * the env) in front of the real company page and claim link routes, mounted without their
 * components so loaders and actions answer with their data: the mailed link only shows what
 * would be confirmed; a POST by the signed-in claimant confirms it (docs/product.md#claiming-a-company-page).
 */
const ORIGIN = "http://localhost";
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

beforeAll(async () => {
  await import("~/routes/company.$slug");
  await import("~/routes/company.$slug.claim");
}, 60_000);

type Answer = { status: number; location: string | null; body: unknown; cookies: string[] };

async function send(
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
  await waitOnExecutionContext(ctx);
  const text = await response.text();
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

async function claimant() {
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
type Claimant = Awaited<ReturnType<typeof claimant>>;

/** The claim form of the company page, as the browser posts it. */
const requestClaim = (
  c: Claimant,
  email = c.email,
  extra: { origin?: string; env?: object } = {},
) =>
  send(`/company/${c.company.slug}`, {
    cookie: c.cookie,
    form: { intent: "claim", email, domain: c.company.domain },
    ...extra,
  });

async function mailsTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}
async function lastLink(email: string) {
  return (
    (await mailsTo(email)).at(-1)?.textBody.match(/https?:\/\/\S+claim\?token=[a-z0-9]+/)?.[0] ?? ""
  );
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

async function claimState(c: Claimant) {
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

it("the claim form mails a link whose page shows what is confirmed, and a GET confirms nothing", async () => {
  const c = await claimant();
  const requested = await requestClaim(c);
  expect(requested).toMatchObject({
    status: 200,
    body: {
      ok: true,
      toast: {
        title: "Claim Submitted Successfully",
        description: `A verification email has been sent to ${c.email}. Please check your inbox and follow the instructions to complete the verification process.`,
      },
    },
  });
  const link = await lastLink(c.email);
  expect(link).toMatch(new RegExp(`^${ORIGIN}/company/${c.company.slug}/claim\\?token=`));
  const path = `/company/${c.company.slug}/claim?token=${tokenOf(link)}`;

  // Mail scanners and link previews open the link signed out, any number of times.
  for (let i = 0; i < 3; i++) {
    const preview = await send(path);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      view: "sign-in",
      company: { name: c.company.name, slug: c.company.slug },
      loginHref: `/auth/login?redirectTo=${encodeURIComponent(path)}`,
    });
    expect(JSON.stringify(preview.body)).not.toContain(c.email);
  }
  const page = await send(path, { cookie: c.cookie });
  expect(page).toMatchObject({
    status: 200,
    body: {
      view: "confirm",
      company: { name: c.company.name, slug: c.company.slug, domain: c.company.domain },
      email: c.email,
      token: tokenOf(link),
    },
  });
  expect(await claimState(c)).toEqual({
    claims: [{ status: "pending", email: c.email }],
    members: [],
    claimed: false,
  });
});

it("only the signed-in claimant's POST confirms: a visitor and another person are refused", async () => {
  const c = await claimant();
  await requestClaim(c);
  const token = tokenOf(await lastLink(c.email));
  const path = `/company/${c.company.slug}/claim`;

  const visitor = await send(path, { form: { token } });
  expect(visitor.status).toBe(401);
  const stranger = await sessionCookie((await createUser()).id);
  const other = await send(path, { cookie: stranger, form: { token } });
  expect(other.status).toBe(403);
  expect(other.body).toMatchObject({ ok: false });
  const otherPage = await send(`${path}?token=${token}`, { cookie: stranger });
  expect(otherPage).toMatchObject({ status: 403, body: { view: "other-account" } });
  expect(JSON.stringify(otherPage.body)).not.toContain(c.email);
  expect((await claimState(c)).members).toEqual([]);

  const confirmed = await send(path, { cookie: c.cookie, form: { token } });
  expect(confirmed.status).toBe(302);
  expect(confirmed.location).toBe(`/company/${c.company.slug}`);
  const flash = readFlash(
    new Request(ORIGIN, { headers: { Cookie: confirmed.cookies.join("; ") } }),
  );
  expect(flash?.title).toBe("Company page claimed");
  expect(await claimState(c)).toEqual({
    claims: [{ status: "verified", email: c.email }],
    members: [{ userId: c.user.id }],
    claimed: true,
  });
  const again = await send(path, { cookie: c.cookie, form: { token } });
  expect(again.status).toBe(404);
  expect((await send(`${path}?token=${token}`, { cookie: c.cookie })).body).toMatchObject({
    view: "invalid",
  });
});

it("a new request replaces the pending claim and its link: one pending claim per person and page", async () => {
  const c = await claimant();
  await requestClaim(c);
  const first = tokenOf(await lastLink(c.email));
  const other = `boss@${c.company.domain}`;
  await requestClaim(c, other);
  const second = tokenOf(await lastLink(other));
  expect(second).not.toBe(first);
  expect((await claimState(c)).claims).toEqual([{ status: "pending", email: other }]);

  // The company page shows the pending state with the address it was sent to.
  const page = await send(`/company/${c.company.slug}`, { cookie: c.cookie });
  expect(page.body).toMatchObject({ pendingClaim: { email: other, mailed: true } });

  const path = `/company/${c.company.slug}/claim`;
  expect((await send(`${path}?token=${first}`, { cookie: c.cookie })).body).toMatchObject({
    view: "invalid",
  });
  expect((await send(path, { cookie: c.cookie, form: { token: first } })).status).toBe(404);
  expect((await send(path, { cookie: c.cookie, form: { token: second } })).status).toBe(302);
  expect((await claimState(c)).members).toEqual([{ userId: c.user.id }]);
});

it("the claim link is built from PUBLIC_HOST, never from the request's Host", async () => {
  const c = await claimant();
  const publicHost = { PUBLIC_HOST: "https://uck.example" };
  await requestClaim(c, c.email, { origin: "http://evil.example", env: publicHost });
  expect(await lastLink(c.email)).toMatch(
    new RegExp(`^https://uck\\.example/company/${c.company.slug}/claim\\?token=`),
  );

  // The JSON function too (the real Worker: its PUBLIC_HOST is http://localhost).
  const resent = await exports.default.fetch(
    "http://evil.example/api/functions/send-claim-verification",
    {
      method: "POST",
      headers: {
        Origin: "http://evil.example",
        "Content-Type": "application/json",
        Cookie: c.cookie,
      },
      body: JSON.stringify({
        requesterEmail: c.email,
        companyName: c.company.name,
        companyDomain: c.company.domain,
        companySlug: c.company.slug,
      }),
    },
  );
  expect(await resent.json()).toEqual({ success: true, sent: true });
  const links = (await mailsTo(c.email)).map((mail) => mail.textBody);
  expect(links).toHaveLength(2);
  expect(links.every((text) => !text.includes("evil.example"))).toBe(true);
  expect(await lastLink(c.email)).toMatch(new RegExp(`^${ORIGIN}/company/`));
  const pending = await db
    .select()
    .from(companyClaims)
    .where(and(eq(companyClaims.companyId, c.company.id), eq(companyClaims.status, "pending")));
  expect(pending).toHaveLength(1);
});

it("in production without a mail provider the claim form says so and stores no claim", async () => {
  const c = await claimant();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const answer = await requestClaim(c, c.email, {
    env: { APP_ENV: "test", MAIL_TRANSPORT: "http", MAIL_API_KEY: "" },
  });
  vi.restoreAllMocks();
  expect(answer.status).toBe(503);
  expect(JSON.stringify(answer.body)).toContain("Mail is not configured on this server.");
  expect(await claimState(c)).toEqual({ claims: [], members: [], claimed: false });
  expect(await mailsTo(c.email)).toEqual([]);
});
