/**
 * The claim link's mail (docs/product.md#claiming-a-company-page): the link is built from
 * PUBLIC_HOST, never from the request's Host; without a mail provider in production the claim
 * form says so and stores no claim.
 */
import { exports } from "cloudflare:workers";
import { companyClaims } from "@worker/db/schema";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { db } from "../factories";
import { claimant, claimState, lastLink, loadRoutes, mailsTo, ORIGIN, requestClaim } from "./setup";

beforeAll(loadRoutes, 60_000);

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
