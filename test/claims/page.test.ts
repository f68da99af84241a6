/**
 * A company page's claim link (docs/product.md#claiming-a-company-page): the claim form mails a
 * link whose page shows what would be confirmed; opening it, signed out or in, confirms nothing.
 */
import { beforeAll, expect, it } from "vitest";
import {
  claimant,
  claimState,
  lastLink,
  loadRoutes,
  ORIGIN,
  requestClaim,
  send,
  tokenOf,
} from "./setup";

beforeAll(loadRoutes, 60_000);

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
