import {
  FLOOD_NEAR_IDENTICAL,
  FLOOD_NEAR_IDENTICAL_ACCOUNTS,
  FLOOD_NEW_ACCOUNT_MS,
  type FloodSuspectReason,
} from "@shared/flood-guard";
import { jaccard, shinglesOf } from "@shared/same-problem";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, userAddresses, users } from "../../db/schema";

/**
 * What makes a complaint suspect to the flood guard (docs/decisions/031, 038), shared by the rule
 * that opens a window (./flood-figures.ts) and the judgement of a window's complaints
 * (./flood-guard.ts): a young author, an author sharing a network address with another author of
 * the same stretch, a text near-identical to complaints of other accounts.
 */

export type StretchComplaint = {
  id: string;
  userId: string;
  text: string;
  createdAt: number;
  userCreatedAt: number;
};

/** The company's complaints filed in (from, to], newest first, at most `limit`. */
export function complaintsBetween(
  db: Database,
  companyId: string,
  from: number,
  to: number,
  limit: number,
): Promise<StretchComplaint[]> {
  return db
    .select({
      id: complaints.id,
      userId: complaints.userId,
      text: complaints.text,
      createdAt: sql<number>`${complaints.createdAt}`,
      userCreatedAt: sql<number>`${users.createdAt}`,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(
      and(
        eq(complaints.companyId, companyId),
        sql`${complaints.createdAt} > ${from} and ${complaints.createdAt} <= ${to}`,
      ),
    )
    .orderBy(desc(complaints.createdAt))
    .limit(limit);
}

/** An account under FLOOD_NEW_ACCOUNT_MS old when it posted the complaint. */
export const youngAuthor = (row: StretchComplaint) =>
  row.createdAt - row.userCreatedAt < FLOOD_NEW_ACCOUNT_MS;

/**
 * The authors among `rows` who share a network address hash (user_addresses, kept as keyed
 * hashes only) with another author among them.
 */
export async function addressSharingAuthors(db: Database, rows: readonly StretchComplaint[]) {
  const authors = [...new Set(rows.map((row) => row.userId))];
  const peopleOf = new Map<string, Set<string>>();
  // D1 binds at most 100 parameters per statement (docs/decisions/010).
  for (let start = 0; start < authors.length; start += 90) {
    const found = await db
      .select({ userId: userAddresses.userId, hash: userAddresses.addressHash })
      .from(userAddresses)
      .where(inArray(userAddresses.userId, authors.slice(start, start + 90)));
    for (const row of found)
      peopleOf.set(row.hash, (peopleOf.get(row.hash) ?? new Set()).add(row.userId));
  }
  const sharing = new Set<string>();
  for (const people of peopleOf.values())
    if (people.size > 1) for (const person of people) sharing.add(person);
  return sharing;
}

/**
 * The near-identical groups among `rows`: texts whose word 3-shingles overlap at least
 * FLOOD_NEAR_IDENTICAL, chained (A like B like C), by union-find. Each group with the distinct
 * accounts that posted it.
 */
export function nearIdenticalGroups(rows: readonly StretchComplaint[]) {
  const parent = rows.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  const shingles = rows.map((row) => shinglesOf(row.text));
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++)
      if (
        root(i) !== root(j) &&
        jaccard(shingles[i] ?? new Set(), shingles[j] ?? new Set()) >= FLOOD_NEAR_IDENTICAL
      )
        parent[root(j)] = root(i);
  const groups = new Map<number, { complaints: StretchComplaint[]; accounts: Set<string> }>();
  rows.forEach((row, index) => {
    const group = groups.get(root(index)) ?? { complaints: [], accounts: new Set<string>() };
    group.complaints.push(row);
    group.accounts.add(row.userId);
    groups.set(root(index), group);
  });
  return [...groups.values()];
}

/**
 * Why each of `rows` is suspect, for the complaints that are: a young author, an author sharing
 * an address with another author of the stretch, or a text near-identical to complaints of at
 * least FLOOD_NEAR_IDENTICAL_ACCOUNTS accounts (among the newest `compared` of them, to bound the
 * pairwise work). A complaint by an established account on its own address, in its own words,
 * is never suspect, whatever else happens on the page.
 */
export function suspectReasons(
  rows: readonly StretchComplaint[],
  sharing: ReadonlySet<string>,
  compared: number,
) {
  const nearIdentical = new Set<string>();
  for (const group of nearIdenticalGroups(rows.slice(0, compared)))
    if (group.accounts.size >= FLOOD_NEAR_IDENTICAL_ACCOUNTS)
      for (const row of group.complaints) nearIdentical.add(row.id);
  const reasons = new Map<string, FloodSuspectReason[]>();
  for (const row of rows) {
    const why: FloodSuspectReason[] = [];
    if (youngAuthor(row)) why.push("young_author");
    if (sharing.has(row.userId)) why.push("shared_address");
    if (nearIdentical.has(row.id)) why.push("near_identical");
    if (why.length > 0) reasons.set(row.id, why);
  }
  return reasons;
}
