import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

/** "Zoë O'Neil" → "zoe_oneil": ASCII letters and digits joined by underscores, 2–30 chars. */
export function usernameBase(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 30)
    .replace(/_+$/g, "");
  return base.length >= 2 ? base : "user";
}

/** The base if it is free, else the first free of base_2 … base_9, else base_ plus 6 digits. */
export async function uniqueUsername(db: Database, name: string): Promise<string> {
  const base = usernameBase(name);
  const candidates = [base, ...Array.from({ length: 8 }, (_, i) => `${base}_${i + 2}`)];
  const taken = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(inArray(profiles.username, candidates));
  const takenSet = new Set(taken.map((row) => row.username));
  const free = candidates.find((candidate) => !takenSet.has(candidate));
  if (free) return free;
  const digits = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `${base.slice(0, 23)}_${String(digits % 1_000_000).padStart(6, "0")}`;
}
