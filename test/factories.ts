import { env } from "cloudflare:test";
import { escalationDeadlineFor } from "@shared/escalation";
import { companySlug } from "@shared/slug";
import { parseConfig } from "@worker/config";
import { createDb } from "@worker/db/client";
import { companies, companyMembers, complaints, profiles, users } from "@worker/db/schema";
import { createMailer } from "@worker/services/mail/mailer";
import { createPostbox } from "@worker/services/mail/postbox";
import { eq } from "drizzle-orm";

export const db = createDb(env.DB);
/** The archive of the years moved out (ARCHIVE_DB, decision 048). */
export const archiveDb = createDb(env.ARCHIVE_DB);

let counter = 0;
const next = () => ++counter;

export async function createUser(
  overrides: { name?: string; withProfile?: boolean; createdAt?: Date } = {},
) {
  const n = next();
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    email: `user${n}-${id.slice(0, 6)}@example.com`,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  if (overrides.withProfile !== false) {
    await db.insert(profiles).values({
      id,
      username: `user_${n}_${id.slice(0, 6)}`,
      fullName: overrides.name ?? `Test User ${n}`,
    });
  }
  return { id };
}

export async function createCompany(overrides: { name?: string; domain?: string } = {}) {
  const n = next();
  const name = overrides.name ?? `Company ${n} ${crypto.randomUUID().slice(0, 4)}`;
  const id = crypto.randomUUID();
  await db.insert(companies).values({
    id,
    name,
    slug: companySlug(name),
    domain: overrides.domain ?? `${companySlug(name)}.example`,
  });
  return { id, name };
}

export async function createComplaint(
  overrides: {
    userId?: string;
    companyId?: string;
    companyName?: string;
    createdAt?: Date;
    status?: "open" | "in_progress" | "resolved" | "escalated";
    hasResponse?: boolean;
    text?: string;
    id?: string;
  } = {},
) {
  const user = overrides.userId ? { id: overrides.userId } : await createUser();
  const company = overrides.companyId
    ? { id: overrides.companyId, name: overrides.companyName ?? "Company" }
    : await createCompany();
  const createdAt = overrides.createdAt ?? new Date();
  const id = overrides.id ?? crypto.randomUUID();
  await db.insert(complaints).values({
    id,
    text: overrides.text ?? `Complaint ${next()}: the order never arrived.`,
    companyId: company.id,
    companyName: company.name,
    userId: user.id,
    status: overrides.status ?? "open",
    hasResponse: overrides.hasResponse ?? false,
    escalationDeadline: escalationDeadlineFor(createdAt),
    createdAt,
  });
  return { id, userId: user.id, companyId: company.id, createdAt };
}

/** `count` users with profiles, written in a few batches (the concurrency tests need 1,000). */
export async function createUsers(count: number) {
  const created = Array.from({ length: count }, () => ({ n: next(), id: crypto.randomUUID() }));
  for (let start = 0; start < created.length; start += 100) {
    const chunk = created.slice(start, start + 100);
    const [first, ...rest] = chunk.flatMap(({ n, id }) => [
      db.insert(users).values({ id, email: `user${n}-${id.slice(0, 6)}@example.com` }),
      db
        .insert(profiles)
        .values({ id, username: `user_${n}_${id.slice(0, 6)}`, fullName: `Test User ${n}` }),
    ]);
    if (first) await db.batch([first, ...rest]);
  }
  return created.map(({ id }) => ({ id }));
}

/** A claimed, verified company with one member (who may answer its complaints). */
export async function createClaimedCompany() {
  const company = await createCompany();
  const member = await createUser();
  await db
    .update(companies)
    .set({ claimed: true, verified: true })
    .where(eq(companies.id, company.id));
  await db.insert(companyMembers).values({ companyId: company.id, userId: member.id });
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, company.id));
  return { ...company, slug: row?.slug ?? "", member };
}

/**
 * A postbox as a request or a job has one (services/mail/postbox.ts): services queue their
 * notifications and mail through it; `settle()` runs what the request would leave for after its
 * answer (the delivery of queued mail, a reset token).
 */
export function testPostbox(
  options: { env?: object; now?: () => number; fetch?: typeof fetch } = {},
) {
  const config = parseConfig(options.env ?? env);
  return createPostbox({
    db,
    mailer: createMailer(config, db),
    config,
    fetch: options.fetch,
    now: options.now,
  });
}

/** The test files' shared postbox: settle it where a test reads what was mailed. */
export const postbox = testPostbox();
