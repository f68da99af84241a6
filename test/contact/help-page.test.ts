/** The help page's action (app/routes/help/route.tsx) sending the contact form. */
import type { SessionUser } from "@worker/auth/current-user";
import { contactMessages } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as helpAction } from "~/routes/help/route";
import { createUser, db } from "../factories";
import { contextFor, sessionUser, valid, type Wrapped } from "./setup";

async function postHelp(user: SessionUser | null, fields: Record<string, string>) {
  const request = new Request("http://localhost/help", {
    method: "POST",
    body: new URLSearchParams({ intent: "contact", ...fields }),
  });
  return (await helpAction({ request, context: contextFor(user), params: {} } as never)) as Wrapped;
}

it("the help page's action answers field errors with the values typed, then thanks the sender", async () => {
  const refused = await postHelp(null, { ...valid, email: "casey at example" });
  expect(refused.init?.status).toBe(400);
  expect(refused.data).toMatchObject({
    ok: false,
    errors: { email: "Please enter a valid email address." },
    values: { ...valid, email: "casey at example" },
  });

  const user = await sessionUser((await createUser()).id);
  const accepted = await postHelp(user, valid);
  expect(accepted.data).toMatchObject({
    ok: true,
    toast: { title: "Thanks! Your message reached the UCK team." },
  });
  expect(
    await db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)),
  ).toHaveLength(1);
});
