/**
 * What the tests of flags in the open (test/flags-in-the-open-*.test.ts) share. Flags in the open
 * (issue 37, decision 032): a member's report never hides a complaint and raises the company's
 * published count; "report extortion" with the demand; an upheld report labels the author's
 * complaints and leaves them out of the figures, visibly; a rejected one changes nothing.
 */
import { userRoles } from "@worker/db/schema";
import type { createElement } from "react";
import { createUser, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";
import { renderWithWords } from "../i18n/render";

/** A component as the server renders it in English, inside a router as on a page. */
export const html = (element: ReturnType<typeof createElement>) => renderWithWords(element);

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
