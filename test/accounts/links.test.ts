import { PREVIEW_NOTICE } from "@worker/auth/preview";
import { users } from "@worker/db/schema";
import { afterEach, expect, it, vi } from "vitest";
import { db } from "../factories";
import { formPost, mailTo, PASSWORD, SLOW, send, sessionCookieFor, verifiedAccount } from "./app";

/**
 * Links in mail and the OAuth redirect_uri come from PUBLIC_HOST, never from the request: a
 * request sent straight to the Worker with `Host: evil.example` (its URL's host) must not turn a
 * reset link into one that hands its token to that host. And sign-in is refused on preview
 * deployments only, never on the host the deployment publishes.
 */
const PUBLIC = { PUBLIC_HOST: "https://uck.test", PUBLIC_SHORT_HOST: "https://uck.test" };
const HOSTILE = "https://evil.example";

afterEach(() => vi.restoreAllMocks());

/** Every link in a mail: the text part's URLs and the HTML part's hrefs (not its xmlns). */
async function linksMailedTo(address: string, kind: string) {
  const mails = (await mailTo(address)).filter((mail) => mail.kind === kind);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  const text = mail?.textBody.match(/https?:\/\/[^\s"<]+/g) ?? [];
  const hrefs = [...(mail?.htmlBody ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
  return [...text, ...hrefs.map((href) => href.replaceAll("&amp;", "&"))];
}

it("a reset link asked for with a hostile Host header points at PUBLIC_HOST", SLOW, async () => {
  const account = await verifiedAccount();
  const answer = await send(
    formPost(`${HOSTILE}/auth/forgot-password`, { email: account.email }),
    PUBLIC,
  );
  expect(answer.status).toBe(200);
  const links = await linksMailedTo(account.email, "reset_password");
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toMatch(/^https:\/\/uck\.test\/auth\/reset-password\?/);
});

it(
  "a verification link of a registration with a hostile Host header points at PUBLIC_HOST",
  SLOW,
  async () => {
    const email = `host-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answer = await send(
      formPost(`${HOSTILE}/auth/register`, {
        intent: "register",
        name: "Hosted Person",
        email,
        password: PASSWORD,
        agreement: "on",
      }),
      PUBLIC,
    );
    expect(answer.status).toBe(200);
    for (const link of await linksMailedTo(email, "verify_email"))
      expect(link).toMatch(/^https:\/\/uck\.test\/auth\/verify-email\?/);
  },
);

it(
  "a resent verification link asked for with a hostile Host header points at PUBLIC_HOST",
  SLOW,
  async () => {
    const account = await verifiedAccount("Not Yet Verified");
    await db.update(users).set({ emailVerifiedAt: null });
    const answer = await send(
      formPost(`${HOSTILE}/auth/resend-verification`, { email: account.email }),
      PUBLIC,
    );
    expect(answer.status).toBe(200);
    for (const link of await linksMailedTo(account.email, "verify_email"))
      expect(link).toMatch(/^https:\/\/uck\.test\/auth\/verify-email\?/);
  },
);

it(
  "an invitation mailed from a request with a hostile Host header links to PUBLIC_HOST",
  SLOW,
  async () => {
    const inviter = await verifiedAccount("Ivy Inviter");
    const friend = `friend-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answer = await send(
      formPost(
        `${HOSTILE}/profile`,
        { intent: "invite-by-email", email: friend },
        { cookie: await sessionCookieFor(inviter.id) },
      ),
      PUBLIC,
    );
    expect(answer.status).toBe(200);
    for (const link of await linksMailedTo(friend, "invite"))
      expect(link).toBe(`https://uck.test/invite/${inviter.id}`);
  },
);

const GOOGLE = { GOOGLE_CLIENT_ID: "google-id", GOOGLE_CLIENT_SECRET: "google-secret" };

it(
  "the OAuth authorize URL asked for with a hostile Host header returns to PUBLIC_HOST",
  SLOW,
  async () => {
    const answer = await send(formPost(`${HOSTILE}/auth/oauth/google`, {}), {
      ...PUBLIC,
      ...GOOGLE,
    });
    expect(answer.status).toBe(302);
    const authorize = new URL(answer.location ?? "");
    expect(authorize.origin).toBe("https://accounts.google.com");
    expect(authorize.searchParams.get("redirect_uri")).toBe("https://uck.test/auth/callback");
  },
);

it(
  "the OAuth code exchange of a callback on a hostile Host names PUBLIC_HOST's redirect_uri",
  SLOW,
  async () => {
    const exchanged: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      exchanged.push(await request.text());
      return Response.json({ error: "invalid_grant" }, { status: 400 });
    });
    const request = formPost(`${HOSTILE}/auth/callback`, { code: "the-code", state: "the-state" });
    request.headers.set("Cookie", "uck_oauth_state=google.the-state; uck_oauth_verifier=v");
    const answer = await send(request, { ...PUBLIC, ...GOOGLE });
    expect(answer.status).toBe(302);
    expect(exchanged).toHaveLength(1);
    expect(new URLSearchParams(exchanged[0]).get("redirect_uri")).toBe(
      "https://uck.test/auth/callback",
    );
  },
);

const signIn = (origin: string, email: string) =>
  formPost(`${origin}/auth/login`, { intent: "login", email, password: PASSWORD });

it("a first deployment on workers.dev signs people in on its published host", SLOW, async () => {
  const account = await verifiedAccount();
  const published = "https://uck.alice.workers.dev";
  const answer = await send(signIn(published, account.email), {
    PUBLIC_HOST: published,
    PUBLIC_SHORT_HOST: published,
    // The pattern wrangler.toml shipped, which matched every workers.dev host.
    PREVIEW_HOST_PATTERN: "\\.workers\\.dev$|\\.pages\\.dev$",
  });
  expect(answer.body).not.toMatchObject({ error: PREVIEW_NOTICE });
  expect(answer.status).toBe(302);
});

it(
  "by default sign-in is refused on preview URLs of the Worker and allowed on its own host",
  SLOW,
  async () => {
    const account = await verifiedAccount();
    const vars = { ...PUBLIC, PREVIEW_HOST_PATTERN: undefined };
    for (const preview of [
      "https://0a1b2c3d-uck.alice.workers.dev",
      "https://staging-uck.alice.workers.dev",
    ]) {
      const answer = await send(signIn(preview, account.email), vars);
      expect(answer.status, preview).toBe(403);
      expect(answer.body).toMatchObject({ error: PREVIEW_NOTICE });
    }
    const own = await send(signIn("https://uck.alice.workers.dev", account.email), vars);
    expect(own.status).toBe(302);
  },
);
