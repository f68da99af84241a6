/**
 * What the tests of flags in the open (test/flags-in-the-open-*.test.ts) share. Flags in the open
 * (issue 37, decision 032): a member's report never hides a complaint and raises the company's
 * published count; "report extortion" with the demand; an upheld report labels the author's
 * complaints and leaves them out of the figures, visibly; a rejected one changes nothing.
 */
import { userRoles } from "@worker/db/schema";
import type { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createUser, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

export async function html(element: ReturnType<typeof createElement>) {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

export const DEMAND = "He wrote: pay me 500 dollars and I will delete the complaint.";

export async function reportForm(complaintId: string, userId: string, demand: string | undefined) {
  const form: Record<string, string> = {};
  if (demand !== undefined) form.demand = demand;
  return fetchApp(
    post(`/complaint/${complaintId}/report-extortion`, { form }, await sessionCookie(userId)),
  );
}

export async function superadmin() {
  const { id } = await createUser();
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
  return id;
}
