import { beforeAll, expect, it } from "vitest";
import { createComplaint as complaintRow } from "../factories";
import { type Answer, fetchApp, post } from "../harness/app";
import { account, companyWithSlug, DAY, file, loadRoutes, rowsOf, SAME } from "./setup";

/**
 * One person, one complaint per problem: the same account's same complaint again is refused with
 * 409 and a link to the first, until 30 days have passed (shared set-up: setup.ts).
 */

beforeAll(loadRoutes, 240_000);

it("the same account's near-identical second complaint about a company is refused with 409 and a link to the first; a different problem is filed", async () => {
  const x = await companyWithSlug(`Dupco ${crypto.randomUUID().slice(0, 6)}`);
  const person = await account();
  expect((await file(person.cookie, x, SAME)).status).toBe(302);
  const [first] = await rowsOf(person.id);
  if (!first) throw new Error("not filed");

  // The JavaScript form: 409, the link in the answer.
  const again: Answer = await file(person.cookie, x, `${SAME}!`);
  expect(again.status).toBe(409);
  const body = again.body as { ok: boolean; duplicateOf: string; toast: { description: string } };
  expect(body.duplicateOf).toBe(first.id);
  expect(body.toast.description).toContain(`/complaint/${first.id}`);
  // The plain form: 409, everything typed kept, the link.
  const plain = await fetchApp(
    post(
      "/create",
      {
        form: {
          plain: "1",
          companyName: x.name,
          companyDomain: x.domain,
          text: SAME,
          location: "Nantes",
          resolutionSought: "My 89 euros back",
        },
      },
      person.cookie,
    ),
  );
  expect(plain.status).toBe(409);
  expect(plain.body).toMatchObject({
    duplicateOf: first.id,
    draft: { text: SAME, location: "Nantes", resolutionSought: "My 89 euros back" },
  });
  // Refused duplicates never exist.
  expect(await rowsOf(person.id)).toHaveLength(1);

  // A different problem about the same company is filed; so is the same text about another.
  const different = await file(
    person.cookie,
    x,
    "The blender I bought in May arrived with a cracked jug and no manual in the box.",
  );
  expect(different.status, JSON.stringify(different.body)).toBe(302);
  const y = await companyWithSlug(`Dupco Other ${crypto.randomUUID().slice(0, 6)}`);
  expect((await file(person.cookie, y, SAME)).status).toBe(302);
  expect(await rowsOf(person.id)).toHaveLength(3);
});

it("after 30 days the same account may file the same words again", async () => {
  const x = await companyWithSlug(`Lateco ${crypto.randomUUID().slice(0, 6)}`);
  const person = await account();
  await complaintRow({
    userId: person.id,
    companyId: x.id,
    companyName: x.name,
    text: SAME,
    createdAt: new Date(Date.now() - 31 * DAY),
  });
  expect((await file(person.cookie, x, SAME)).status).toBe(302);
});
