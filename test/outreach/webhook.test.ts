/**
 * The mail provider's webhook (signed the Svix way) stops mail to an address that bounced or
 * complained, for good and once per delivery; and the MX rule: support@ only where the domain
 * takes mail, asked over DNS over HTTPS and kept 30 days.
 */

import { encodeBase64 } from "@oslojs/encoding";
import { companies, companyContacts, mailSuppressions, webhookEvents } from "@worker/db/schema";
import { domainTakesMail, lookUpMailExchanger, MX_CACHE_MS } from "@worker/services/outreach/mx";
import { verifySvix } from "@worker/services/outreach/webhook";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, db } from "../factories";
import { envWith, fetchResponse } from "../harness/app";

const KEY = crypto.getRandomValues(new Uint8Array(24));
const SECRET = `whsec_${encodeBase64(KEY)}`;
const webhookEnv = envWith({ MAIL_WEBHOOK_SECRET: SECRET });

async function sign(id: string, timestamp: number, body: string, key = KEY) {
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    key,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign(
    "HMAC",
    cryptoKey,
    new TextEncoder().encode(`${id}.${timestamp}.${body}`),
  );
  return `v1,${encodeBase64(new Uint8Array(signature))}`;
}

async function deliver(body: string, headers: Record<string, string>) {
  return fetchResponse(
    new Request("http://localhost/webhooks/mail", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    }),
    { env: webhookEnv },
  );
}

async function signed(id: string, body: string, at = Math.floor(Date.now() / 1000)) {
  return {
    "svix-id": id,
    "svix-timestamp": String(at),
    "svix-signature": `v1,bm90LXRoaXMtb25l ${await sign(id, at, body)}`,
  };
}

it("a signed bounce stops mail to the address for good, once per delivery", async () => {
  const company = await createCompany();
  const address = `support@bounced-${crypto.randomUUID().slice(0, 6)}.example`;
  await db.insert(companyContacts).values({
    id: crypto.randomUUID(),
    companyId: company.id,
    address,
    source: "rfc2142",
    status: "confirmed",
  });
  const id = `msg_${crypto.randomUUID()}`;
  const body = JSON.stringify({ type: "email.bounced", data: { to: [address.toUpperCase()] } });
  const first = await deliver(body, await signed(id, body));
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ outcome: "stopped" });
  const [suppressed] = await db
    .select()
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, address));
  expect(suppressed?.reason).toBe("bounced");
  const [contact] = await db
    .select()
    .from(companyContacts)
    .where(eq(companyContacts.address, address));
  expect(contact?.status).toBe("stopped");
  // The provider retries the same delivery: nothing new happens.
  const again = await deliver(body, await signed(id, body));
  expect(await again.json()).toMatchObject({ outcome: "duplicate" });
  expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, id))).toHaveLength(1);
});

it("an unsigned, altered, stale or wrongly keyed delivery changes nothing", async () => {
  const address = `victim-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const body = JSON.stringify({ type: "email.complained", data: { to: [address] } });
  const at = Math.floor(Date.now() / 1000);
  const good = await signed("msg_1", body, at);
  const cases: Record<string, string>[] = [
    {},
    { ...good, "svix-signature": "v1,AAAA" },
    await signed("msg_2", body.replace("complained", "delivered"), at),
    await signed("msg_3", body, at - 6 * 60),
    await signed("msg_4", body, at + 6 * 60),
    {
      "svix-id": "msg_5",
      "svix-timestamp": String(at),
      "svix-signature": await sign("msg_5", at, body, new Uint8Array(24)),
    },
  ];
  // msg_2 was signed for another body: the body delivered is `body`.
  for (const headers of cases) {
    expect((await deliver(body, headers)).status, JSON.stringify(headers)).toBe(401);
  }
  expect(
    await db.select().from(mailSuppressions).where(eq(mailSuppressions.address, address)),
  ).toEqual([]);
  // Within the five minutes the same body is accepted.
  const headers = { id: "msg_1", timestamp: String(at), signature: good["svix-signature"] ?? "" };
  expect(await verifySvix(SECRET, headers, body, at + 299)).toBe(true);
  expect(await verifySvix(SECRET, headers, body, at + 301)).toBe(false);
  // Without a secret configured the webhook refuses every delivery.
  const unconfigured = await fetchResponse(
    new Request("http://localhost/webhooks/mail", { method: "POST", body, headers: good }),
  );
  expect(unconfigured.status).toBe(503);
});

/** A DNS-over-HTTPS stub: the JSON answer for each name, counting the questions. */
function dohStub(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string) => {
    const name = new URL(input).searchParams.get("name") ?? "";
    asked.push(name);
    const answer = answers[name];
    if (answer === "error") throw new Error("network down");
    return Response.json(answer ?? { Status: 3 });
  }) as unknown as typeof fetch;
  return { fetchImpl, asked };
}

it("support@ only where the domain has a mail exchanger; a null MX or no domain is none", async () => {
  const stub = dohStub({
    "mail.example": { Status: 0, Answer: [{ type: 15, data: "10 mx.mail.example." }] },
    "nullmx.example": { Status: 0, Answer: [{ type: 15, data: "0 ." }] },
    "cname-only.example": { Status: 0, Answer: [{ type: 5, data: "other.example." }] },
    "broken.example": { Status: 2 },
    "down.example": "error",
  });
  expect(await lookUpMailExchanger("mail.example", stub.fetchImpl)).toBe(true);
  expect(await lookUpMailExchanger("nullmx.example", stub.fetchImpl)).toBe(false);
  expect(await lookUpMailExchanger("cname-only.example", stub.fetchImpl)).toBe(false);
  expect(await lookUpMailExchanger("nxdomain.example", stub.fetchImpl)).toBe(false);
  // A question DNS could not answer is no answer: nothing is kept, nothing is sent.
  expect(await lookUpMailExchanger("broken.example", stub.fetchImpl)).toBeNull();
  expect(await lookUpMailExchanger("down.example", stub.fetchImpl)).toBeNull();
});

it("the answer is kept on the company for 30 days; with the check off every domain takes mail", async () => {
  const { id } = await createCompany({ domain: "mail.example" });
  const stub = dohStub({
    "mail.example": { Status: 0, Answer: [{ type: 15, data: "10 mx.mail.example." }] },
  });
  const now = Date.UTC(2031, 0, 1);
  const company = async () => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return {
      id,
      domain: "mail.example",
      hasMx: row?.hasMx ?? null,
      mxCheckedAt: row?.mxCheckedAt ?? null,
    };
  };
  const deps = { db, fetch: stub.fetchImpl, mxCheck: true };
  expect(await domainTakesMail(deps, await company(), now)).toBe(true);
  expect(await domainTakesMail(deps, await company(), now + MX_CACHE_MS - 1)).toBe(true);
  expect(stub.asked).toEqual(["mail.example"]);
  expect(await domainTakesMail(deps, await company(), now + MX_CACHE_MS + 1)).toBe(true);
  expect(stub.asked).toHaveLength(2);
  const off = { db, fetch: stub.fetchImpl, mxCheck: false };
  expect(await domainTakesMail(off, { ...(await company()), domain: "nowhere.example" }, now)).toBe(
    true,
  );
  expect(stub.asked).toHaveLength(2);
});
