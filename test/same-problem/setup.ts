/**
 * What the "same problem" tests (test/same-problem-*.test.ts) share. "Same problem" groups,
 * never merges, and one person, one complaint per problem (issue 37): /create's "Check for
 * similar complaints" (a GET, so it works without JavaScript) suggests open complaints about that
 * company only that read alike (FTS5 trigram bm25, then word shingles); "I have this problem
 * too" files the person's own complaint in the group; the complaint page, the company page, the
 * API and the open data carry the group; the same account's same complaint again is refused with
 * 409 and a link to the first.
 */
import { companies, complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { createCompany, createUser, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

/** The routes the tests call, loaded once per file (their first import is slow). */
export async function loadRoutes() {
  await import("../../app/routes/create/route");
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/company/route");
}

export const DAY = 86_400_000;

export const SAME =
  "I returned the blender on 3 March and the refund of 89 euros never reached my card, support keeps closing my tickets.";

export const ALIKE =
  "I returned the blender on 3 March and the refund of 89 euros never reached my card, support keeps closing the chat.";

export async function companyWithSlug(name: string) {
  const company = await createCompany({ name });
  const [row] = await db
    .select({ slug: companies.slug, domain: companies.domain })
    .from(companies)
    .where(eq(companies.id, company.id));
  if (!row?.domain) throw new Error("no company");
  return { ...company, slug: row.slug, domain: row.domain };
}

export type Company = Awaited<ReturnType<typeof companyWithSlug>>;

/** The JavaScript form's POST /create, as a signed-in account; extra fields laid over. */
export function file(
  cookie: string,
  company: Company,
  text: string,
  extra: Record<string, string> = {},
) {
  return fetchApp(
    post(
      "/create",
      {
        form: {
          companyName: company.name,
          companySlug: company.slug,
          companyDomain: company.domain,
          text,
          location: "",
          ...extra,
        },
      },
      cookie,
    ),
  );
}

/**
 * A signed-in account, two days old unless `fresh`: a group counts an account once it is as old
 * as the ranking rule asks (a day, decision 039), so the groups' tests file as established people.
 */
export async function account(options: { fresh?: boolean } = {}) {
  const createdAt = options.fresh ? new Date() : new Date(Date.now() - 2 * DAY);
  const user = await createUser({ createdAt });
  return { id: user.id, cookie: await sessionCookie(user.id) };
}

export const rowsOf = (userId: string) =>
  db
    .select({ id: complaints.id, groupId: complaints.groupId, companyId: complaints.companyId })
    .from(complaints)
    .where(eq(complaints.userId, userId));
