/**
 * The rows of an authorization world (test/authz/world.ts) added to one D1 batch: a person (with
 * their profile), a company (claimed by its member or not) and a complaint (open or answered).
 */

import { escalationDeadlineFor } from "@shared/escalation";
import { companies, companyMembers, complaints, profiles, users } from "@worker/db/schema";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "../factories";
import type { Company, Person } from "./world";

let n = 0;
const tag = () => `${++n}${crypto.randomUUID().slice(0, 6)}`;

export function person(batch: BatchItem<"sqlite">[], hash: string, verified = true): Person {
  const t = tag();
  const p = { id: crypto.randomUUID(), email: `authz${t}@example.com`, username: `authz_${t}` };
  batch.push(
    db.insert(users).values({
      id: p.id,
      email: p.email,
      passwordHash: hash,
      emailVerifiedAt: verified ? new Date() : null,
    }),
    db.insert(profiles).values({ id: p.id, username: p.username, fullName: `Person ${t}` }),
  );
  return p;
}

export function company(batch: BatchItem<"sqlite">[], claimedBy: Person | null): Company {
  const t = tag();
  const c = { id: crypto.randomUUID(), slug: `authz-co-${t}`, name: `Authz Co ${t}` };
  const domain = `authz-${t}.example`;
  batch.push(
    db.insert(companies).values({ ...c, domain, claimed: !!claimedBy, verified: !!claimedBy }),
  );
  if (claimedBy)
    batch.push(db.insert(companyMembers).values({ companyId: c.id, userId: claimedBy.id }));
  return { ...c, domain };
}

export function complaint(
  batch: BatchItem<"sqlite">[],
  author: Person,
  at: Company,
  answered: boolean,
): string {
  const id = crypto.randomUUID();
  const now = new Date();
  batch.push(
    db.insert(complaints).values({
      id,
      text: "The parcel never arrived and nobody answers the phone.",
      companyId: at.id,
      companyName: at.name,
      userId: author.id,
      status: answered ? "in_progress" : "open",
      hasResponse: answered,
      response: answered ? "We are looking into it." : null,
      responseAt: answered ? now : null,
      escalationDeadline: escalationDeadlineFor(now),
      createdAt: now,
    }),
  );
  return id;
}
