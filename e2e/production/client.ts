import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Plain HTTP against the production build (scripts/serve-production.ts), with cookies handled by
 * hand: the production session cookie is `__Host-` and Secure, which a cookie jar would not send
 * over http://127.0.0.1. Every POST carries the Origin a browser would send.
 */
export const PASSWORD = "Complain2Win";
let counter = 0;

export function uniqueEmail(label: string) {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}.${process.pid}@production-suite.example`;
}

/** The mail stand-in's address: the port after the Worker's. */
export function mailboxUrl(baseURL: string) {
  const url = new URL(baseURL);
  return `http://127.0.0.1:${Number(url.port) + 1}/emails`;
}

export type Mail = { from: string; to: string[]; subject: string; text: string; html?: string };

/** The mails the provider's stand-in received for `to`, oldest first. */
export async function mailsTo(request: APIRequestContext, baseURL: string, to: string) {
  const response = await request.get(mailboxUrl(baseURL));
  const all = (await response.json()) as Mail[];
  return all.filter((mail) => mail.to.includes(to));
}

/** Waits for the n-th mail to `to` (mail may leave after the response). */
export async function waitForMail(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  count = 1,
): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      mails = await mailsTo(request, baseURL, to);
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  const mail = mails[count - 1];
  if (!mail) throw new Error(`no mail ${count} to ${to}`);
  return mail;
}

export function linkIn(mail: Mail, path: string) {
  const match = new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}

export function cookieFrom(setCookies: string[], name: string) {
  for (const header of setCookies) {
    const [pair] = header.split(";");
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  return null;
}

export function setCookiesOf(headers: { name: string; value: string }[]) {
  return headers.filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
}

export async function postForm(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return request.post(path, {
    form,
    headers: { Origin: baseURL, ...headers },
    maxRedirects: 0,
  });
}

/** Registers, follows the mailed verification link and signs in; returns the session cookie. */
export async function signedInUser(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  const registered = await postForm(request, baseURL, "/auth/register", {
    intent: "register",
    name: `Production ${label}`,
    email,
    password: PASSWORD,
    agreement: "on",
  });
  expect(registered.status()).toBe(200);
  const verification = await waitForMail(request, baseURL, email);
  const verified = await request.get(linkIn(verification, "/auth/verify-email"), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBeLessThan(400);
  const login = await postForm(request, baseURL, "/auth/login", {
    intent: "login",
    email,
    password: PASSWORD,
  });
  expect(login.status()).toBe(302);
  const cookie = cookieFrom(setCookiesOf(login.headersArray()), "__Host-uck_session");
  if (!cookie) throw new Error("no session cookie after sign-in");
  return { email, cookie };
}
