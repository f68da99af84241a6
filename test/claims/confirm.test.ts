/**
 * A company page's claim link (docs/product.md#claiming-a-company-page): only a POST by the
 * signed-in claimant confirms the claim, once; a visitor and another person are refused.
 */
import { readFlash } from "@worker/http/flash";
import { beforeAll, expect, it } from "vitest";
import { createUser } from "../factories";
import { sessionCookie } from "../harness/app";
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
