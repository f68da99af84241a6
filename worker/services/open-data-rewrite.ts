import { and, asc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { openDataCorrections, openDataFiles } from "../db/schema";
import { errorText, logEvent } from "../log";
import { type FilePlan, type OpenDataSources, TAKE_OVER_AFTER_MS, writeFile } from "./open-data";

/**
 * The cron's open-data-corrections job: every complaint removed or edited since the files were
 * written (open_data_corrections) reaches every published file at the next run. For each day
 * with a pending correction, the daily files of that day are rewritten from the complaints as
 * they are now; the newest weekly files (which hold every day) are rewritten too, and older
 * weekly files that held the day are withdrawn (deleted from R2 and from the list): the newest
 * one supersedes them.
 *
 * A file is claimed before it is touched (status `writing`, as a first write claims it), so
 * overlapping runs never write one file at once; a file another run holds makes the corrections
 * of its days wait for the next run. A correction is marked applied only by a run that rewrote
 * or withdrew every file holding its day after the correction was recorded, so a removal that
 * lands while a file is being written is never lost.
 */

type Deps = OpenDataSources & { bucket: R2Bucket; publicHost: string };

/** Pending corrections read per run; more wait for the next one. */
const CORRECTIONS_PER_RUN = 500;
/** D1 binds at most 100 parameters per statement. */
const CHUNK = 90;

type FileRow = typeof openDataFiles.$inferSelect;

/** Takes a file for rewriting or withdrawal: done, or left `writing` by a run that stopped. */
async function claimForRewrite(db: Database, name: string, now: number) {
  const claimed = await db
    .update(openDataFiles)
    .set({ status: "writing", startedAt: new Date(now) })
    .where(
      and(
        eq(openDataFiles.name, name),
        or(
          eq(openDataFiles.status, "done"),
          lt(openDataFiles.startedAt, new Date(now - TAKE_OVER_AFTER_MS)),
        ),
      ),
    )
    .returning({ name: openDataFiles.name });
  return claimed.length > 0;
}

/** Gives a claimed file back untouched: listed again if it was ever written, else forgotten. */
async function giveBack(db: Database, file: FileRow) {
  if (file.finishedAt) {
    await db.update(openDataFiles).set({ status: "done" }).where(eq(openDataFiles.name, file.name));
  } else {
    await db.delete(openDataFiles).where(eq(openDataFiles.name, file.name));
  }
}

async function rewrite(deps: Deps, file: FileRow, now: number) {
  const plan: FilePlan = {
    name: file.name,
    period: file.period,
    format: file.format,
    firstDay: file.firstDay,
    lastDay: file.lastDay,
  };
  const { rows, bytes } = await writeFile(deps, deps.bucket, plan, deps.publicHost, now);
  await deps.db
    .update(openDataFiles)
    .set({ status: "done", rows, bytes, finishedAt: new Date(now) })
    .where(eq(openDataFiles.name, file.name));
}

async function withdraw(deps: Deps, file: FileRow) {
  await deps.bucket.delete(file.name);
  await deps.db.delete(openDataFiles).where(eq(openDataFiles.name, file.name));
}

/** Whether `file` holds complaints filed on `day`. */
const holds = (file: FileRow, day: string) =>
  file.period === "daily" ? file.firstDay === day : file.lastDay >= day;

/** A database's pending corrections, oldest first. */
const pendingIn = (db: Database) =>
  db
    .select({ id: openDataCorrections.id, day: openDataCorrections.day })
    .from(openDataCorrections)
    .where(isNull(openDataCorrections.appliedAt))
    .orderBy(asc(openDataCorrections.recordedAt))
    .limit(CORRECTIONS_PER_RUN);

export async function applyOpenDataCorrections(deps: Deps, now: number) {
  const { db, archiveDb } = deps;
  // A removal in the archive of the years moved out (an erased account's old complaints) is
  // recorded there, in the batch that removes it (decision 063); the files are listed in `DB`.
  const [live, archived] = await Promise.all([pendingIn(db), pendingIn(archiveDb)]);
  const pending = [...live, ...archived];
  const result = { corrections: 0, rewritten: [] as string[], withdrawn: [] as string[] };
  if (pending.length === 0) return result;

  const days = [...new Set(pending.map((correction) => correction.day))].sort();
  const first = days[0] ?? "";
  // Every file that may hold one of the days: the weekly files from the first, the daily files
  // of each day (D1 binds at most 100 values a statement, so the days go in chunks).
  const candidates = await db
    .select()
    .from(openDataFiles)
    .where(and(eq(openDataFiles.period, "weekly"), gte(openDataFiles.lastDay, first)));
  for (let start = 0; start < days.length; start += CHUNK) {
    candidates.push(
      ...(await db
        .select()
        .from(openDataFiles)
        .where(
          and(
            eq(openDataFiles.period, "daily"),
            inArray(openDataFiles.firstDay, days.slice(start, start + CHUNK)),
          ),
        )),
    );
  }
  // YYYY-MM-DD sorts as text.
  const newestWeek =
    candidates
      .filter((file) => file.period === "weekly")
      .map((file) => file.lastDay)
      .sort()
      .at(-1) ?? "";
  const touched = candidates.filter((file) => days.some((day) => holds(file, day)));

  const failed: FileRow[] = [];
  for (const file of touched) {
    const superseded = file.period === "weekly" && file.lastDay < newestWeek;
    if (!(await claimForRewrite(db, file.name, now))) {
      failed.push(file);
      continue;
    }
    try {
      if (superseded) {
        await withdraw(deps, file);
        result.withdrawn.push(file.name);
      } else {
        await rewrite(deps, file, now);
        result.rewritten.push(file.name);
      }
    } catch (error) {
      logEvent("open_data_correction_failed", { file: file.name, error: errorText(error) });
      failed.push(file);
      await giveBack(db, file);
    }
  }

  // Applied: the corrections none of whose files failed or were held by another run, marked in
  // the database that recorded them.
  const isApplied = (correction: { day: string }) =>
    !failed.some((file) => holds(file, correction.day));
  const applied = { live: live.filter(isApplied), archived: archived.filter(isApplied) };
  for (const [source, corrections] of [
    [db, applied.live],
    [archiveDb, applied.archived],
  ] as const) {
    const ids = corrections.map((correction) => correction.id);
    for (let start = 0; start < ids.length; start += CHUNK) {
      await source
        .update(openDataCorrections)
        .set({ appliedAt: new Date(now) })
        .where(
          and(
            inArray(openDataCorrections.id, ids.slice(start, start + CHUNK)),
            isNull(openDataCorrections.appliedAt),
          ),
        );
    }
  }
  result.corrections = applied.live.length + applied.archived.length;
  return result;
}
