/**
 * A company page's claim link (docs/product.md#claiming-a-company-page): one pending claim per
 * person and page (migration 0005_claims_pending); a new request replaces the old link.
 */
import { beforeAll, expect, it } from "vitest";
import { claimant, claimState, lastLink, loadRoutes, requestClaim, send, tokenOf } from "./setup";

beforeAll(loadRoutes, 60_000);

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
