import { profiles, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { envWith, fetchApp, post } from "../harness/app";

/**
 * The browser journeys' person fixture (app/routes/dev.person.ts): on a local development
 * server it makes a fresh person through the registration and verification use cases and signs
 * them in; anywhere else it does not exist (the authz matrix checks the 404).
 */

beforeAll(() => import("../../app/routes/dev.person"), 60_000);

const development = { env: envWith({ APP_ENV: "development" }) };
const fresh = () => `fixture.${crypto.randomUUID().slice(0, 8)}@example.com`;
const fields = (email: string) => ({ name: "Fiona Fixture", email, password: "Complain2Win" });

it("makes a verified person with a profile and answers their session cookie", async () => {
  const email = fresh();
  const answer = await fetchApp(
    post("/dev/person", { form: fields(email) }, null, { "CF-Connecting-IP": "10.9.8.7" }),
    development,
  );
  expect(answer.status).toBe(204);
  const [row] = await db
    .select({ id: users.id, verified: users.emailVerifiedAt, name: profiles.fullName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  expect(row?.verified).toBeInstanceOf(Date);
  expect(row?.name).toBe("Fiona Fixture");
  const session = answer.cookies.find((cookie) => cookie.includes("uck_session="));
  expect(session).toBeDefined();
});

it("refuses an address already registered, and an invalid one, without a session", async () => {
  const email = fresh();
  await fetchApp(post("/dev/person", { form: fields(email) }), development);
  const again = await fetchApp(post("/dev/person", { form: fields(email) }), development);
  expect(again.status).toBe(409);
  expect(again.cookies.some((cookie) => cookie.includes("uck_session="))).toBe(false);
  const invalid = await fetchApp(
    post("/dev/person", { form: { ...fields("not-an-address"), name: "F" } }),
    development,
  );
  expect(invalid.status).toBe(400);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "not-an-address"));
  expect(row).toBeUndefined();
});

it("does not exist outside development", async () => {
  const email = fresh();
  const answer = await fetchApp(post("/dev/person", { form: fields(email) }));
  expect(answer.status).toBe(404);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  expect(row).toBeUndefined();
});
