import { createUser } from "../factories";
import { type Answer, sessionCookie } from "../harness/app";

/** Shared by the refusal tests (test/i18n-refusals*.test.ts): languages, a person, a toast. */
export const TURKISH = { "Accept-Language": "tr-TR,tr;q=0.9" };
export const ENGLISH = { "Accept-Language": "en-GB,en;q=0.9" };

export type Toast = { title: string; description?: string };

export const toastOf = (answer: Answer) => (answer.body as { toast?: Toast }).toast;

export async function account() {
  const user = await createUser();
  return { id: user.id, cookie: await sessionCookie(user.id) };
}
