import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createSession } from "@worker/auth/session";
import { CardActionSchema } from "@worker/services/complaints/card-action-schema";
import { expect, it } from "vitest";
import { createComplaint, createUser } from "../factories";

const worker = exports.default;
const ORIGIN = "http://localhost";

async function sessionCookie() {
  const user = await createUser();
  const { token } = await createSession(env.SESSIONS, user.id, 0, Date.now());
  return { user, cookie: `uck_session=${token}` };
}

const vote = (body: unknown, cookie?: string) =>
  worker.fetch(`${ORIGIN}/api/functions/handle-uck-vote`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/json",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });

it("handle-uck-vote answers {success, message, count} and says Already voted on repeat", async () => {
  const complaint = await createComplaint();
  const { cookie } = await sessionCookie();
  const first = await vote({ complaintId: complaint.id }, cookie);
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ success: true, message: "Ucked", count: 1 });
  expect(await (await vote({ complaintId: complaint.id }, cookie)).json()).toEqual({
    success: false,
    message: "Already voted",
    count: 1,
  });
  expect(await (await vote({ complaintId: complaint.id, undo: true }, cookie)).json()).toEqual({
    success: true,
    message: "Uck removed",
    count: 0,
  });
});

it("handle-uck-vote refuses visitors, bad bodies and unknown complaints", async () => {
  const complaint = await createComplaint();
  const anonymous = await vote({ complaintId: complaint.id });
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({
    success: false,
    message: "Please sign in to uck complaints.",
  });

  const { cookie } = await sessionCookie();
  for (const body of [
    {},
    { complaintId: 42 },
    { complaintId: "" },
    { complaintId: "x".repeat(65) },
    [],
  ]) {
    const response = await vote(body, cookie);
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, count: 0 });
  }
  const missing = await vote({ complaintId: "no-such-complaint" }, cookie);
  expect(missing.status).toBe(404);
});

it("the letter logo is an SVG of the first letter that cannot run scripts", async () => {
  const response = await worker.fetch(
    `${ORIGIN}/logos/letter/${encodeURIComponent("ünited <Airways>")}`,
  );
  expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
  const svg = await response.text();
  expect(svg).toContain(">Ü</text>");
  expect(svg).not.toContain("<Airways>");
});

it("complaint text edits are capped at 500 characters and may not be blank", () => {
  expect(CardActionSchema.safeParse({ intent: "edit", text: "x".repeat(500) }).success).toBe(true);
  expect(CardActionSchema.safeParse({ intent: "edit", text: "x".repeat(501) }).success).toBe(false);
  expect(CardActionSchema.safeParse({ intent: "edit", text: "   " }).success).toBe(false);
  expect(CardActionSchema.safeParse({ intent: "report", reason: "" }).success).toBe(false);
  expect(CardActionSchema.safeParse({ intent: "satisfaction", satisfied: "maybe" }).success).toBe(
    false,
  );
  expect(CardActionSchema.safeParse({ intent: "promote" }).success).toBe(false);
});
