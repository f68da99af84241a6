import { OPEN_DATA_COLUMNS, type OpenDataColumn } from "@shared/open-data";
import { and, asc, eq, gt, gte, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { complaints, openDataFiles } from "../db/schema";
import { errorText, logEvent } from "../log";
import { PartWriter } from "../storage/part-writer";
import { type LegalEntity, legalEntitiesOf } from "./companies/legal-entity";
import { selectCards } from "./public/card-select";
import { toCard } from "./public/complaint";
import { openDataValuesOf } from "./public/shapes";

export { PART_SIZE } from "../storage/part-writer";

/**
 * The open data: every day the cron writes the previous UTC day's public complaints, and every
 * week all of them, as CSV and as JSON Lines to R2 (OPEN_DATA), listed at /data. A file is
 * claimed in D1 before it is written and marked done after, so it is written once however
 * often or concurrently the cron runs; a run that stopped mid-file is taken over later and the
 * file written again from the start. Rows are read in pages and sent as 5 MiB parts of a
 * multipart upload: memory holds one part and one page, never the table. A complaint removed or
 * edited later makes the files holding it be rewritten (./open-data-rewrite.ts).
 */

const DAY = 86_400_000;
const PAGE = 500;
/** A file claimed this long ago and not done: its run stopped, another may write it. */
export const TAKE_OVER_AFTER_MS = 30 * 60_000;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

type Values = Record<OpenDataColumn, string | number | boolean | null>;

/** The public projection's complaints (no viewer): the rows every public surface reads. */
const selectRows = (db: Database) => selectCards(db, null);

/** A file's row: the public projection's open-data shape (no author, no location). */
const valuesOf = (
  row: Parameters<typeof toCard>[0],
  origin: string,
  now: number,
  entities: Map<string, LegalEntity>,
): Values => {
  const card = toCard(row);
  return openDataValuesOf(card, origin, now, entities.get(card.company.id) ?? null);
};

/**
 * One CSV field (RFC 4180). A text that a spreadsheet would run as a formula (=, +, -, @ first)
 * gets a leading apostrophe, as OWASP advises for CSV files people open.
 */
function csvField(value: string | number | boolean | null) {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = `${OPEN_DATA_COLUMNS.map((column) => column.name).join(",")}\r\n`;

const csvLine = (values: Values) =>
  `${OPEN_DATA_COLUMNS.map((column) => csvField(values[column.name])).join(",")}\r\n`;
const jsonLine = (values: Values) => `${JSON.stringify(values)}\n`;

export type FilePlan = {
  name: string;
  period: "daily" | "weekly";
  format: "csv" | "jsonl";
  firstDay: string | null;
  lastDay: string;
};

/** The files due at `now`: yesterday's, and everything up to last Sunday (weekly, on Mondays on). */
export function dueFiles(now: number): FilePlan[] {
  const yesterday = dayOf(now - DAY);
  const weekday = new Date(now).getUTCDay(); // 0 Sunday … 6 Saturday
  const lastSunday = dayOf(now - (weekday === 0 ? 7 : weekday) * DAY);
  const plans: FilePlan[] = [];
  for (const format of ["csv", "jsonl"] as const) {
    plans.push({
      name: `daily/complaints-${yesterday}.${format}`,
      period: "daily",
      format,
      firstDay: yesterday,
      lastDay: yesterday,
    });
    plans.push({
      name: `weekly/complaints-through-${lastSunday}.${format}`,
      period: "weekly",
      format,
      firstDay: null,
      lastDay: lastSunday,
    });
  }
  return plans;
}

/** Claims a file: new, or left `writing` by a run that stopped. False when it is not ours. */
async function claim(db: Database, plan: FilePlan, now: number) {
  const fresh = await db
    .insert(openDataFiles)
    .values({ ...plan, status: "writing", startedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ name: openDataFiles.name });
  if (fresh.length > 0) return true;
  const taken = await db
    .update(openDataFiles)
    .set({ startedAt: new Date(now) })
    .where(
      and(
        eq(openDataFiles.name, plan.name),
        eq(openDataFiles.status, "writing"),
        lt(openDataFiles.startedAt, new Date(now - TAKE_OVER_AFTER_MS)),
      ),
    )
    .returning({ name: openDataFiles.name });
  return taken.length > 0;
}

/**
 * Where the files' complaints are: the live database and the archive of the years moved out
 * (ARCHIVE_DB, decisions 048 and 063), read by every file written after a move.
 */
export type OpenDataSources = { db: Database; archiveDb: Database };

/**
 * Writes one file: its complaints as they are now, oldest first, page by page, into the upload.
 * The object under the name is replaced only when the upload completes, so a reader gets the
 * old file or the new one, never a part.
 */
export async function writeFile(
  { db, archiveDb }: OpenDataSources,
  bucket: R2Bucket,
  plan: FilePlan,
  origin: string,
  now: number,
) {
  const writer = new PartWriter(
    bucket,
    plan.name,
    plan.format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
  );
  const from = plan.firstDay ? new Date(startOf(plan.firstDay)) : null;
  const before = new Date(startOf(plan.lastDay) + DAY);
  let rows = 0;
  try {
    if (plan.format === "csv") await writer.write(CSV_HEADER);
    // The archive of the years moved out first, then the live database (decision 063): a move
    // takes whole years, so the archive's rows are all older and the file stays in filing order.
    for (const source of [archiveDb, db]) {
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const cursor: SQL | undefined = after
          ? or(
              gt(complaints.createdAt, after.createdAt),
              and(eq(complaints.createdAt, after.createdAt), gt(complaints.id, after.id)),
            )
          : undefined;
        const page = await selectRows(source)
          .where(
            and(
              from ? gte(complaints.createdAt, from) : undefined,
              lt(complaints.createdAt, before),
              cursor,
            ),
          )
          .orderBy(asc(complaints.createdAt), asc(complaints.id))
          .limit(PAGE);
        // The page's companies' confirmed legal entities (decision 045), one read per page,
        // from the live database, where the entities are checked and kept.
        const entities = await legalEntitiesOf(db, [
          ...new Set(page.map((row) => toCard(row).company.id)),
        ]);
        for (const row of page) {
          const values = valuesOf(row, origin, now, entities);
          await writer.write(plan.format === "csv" ? csvLine(values) : jsonLine(values));
        }
        rows += page.length;
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        after = { createdAt: last.card.createdAt, id: last.card.id };
      }
    }
    await writer.close();
    return { rows, bytes: writer.bytes };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/**
 * The cron's part: writes the due files not written yet. Returns the names it wrote; a file
 * that failed is given back (its claim removed) for the next run.
 */
export async function exportOpenData(
  deps: OpenDataSources & { bucket: R2Bucket; publicHost: string },
  now: number,
): Promise<string[]> {
  const written: string[] = [];
  for (const plan of dueFiles(now)) {
    if (!(await claim(deps.db, plan, now))) continue;
    try {
      const { rows, bytes } = await writeFile(deps, deps.bucket, plan, deps.publicHost, now);
      await deps.db
        .update(openDataFiles)
        .set({ status: "done", rows, bytes, finishedAt: new Date(now) })
        .where(eq(openDataFiles.name, plan.name));
      written.push(plan.name);
    } catch (error) {
      logEvent("open_data_export_failed", { file: plan.name, error: errorText(error) });
      await deps.db
        .delete(openDataFiles)
        .where(and(eq(openDataFiles.name, plan.name), eq(openDataFiles.status, "writing")));
    }
  }
  return written;
}

/**
 * The files /data lists: written at least once, newest first (a file being rewritten after a
 * correction stays listed; its old object is served until the new one is complete).
 */
export async function listOpenDataFiles(db: Database, limit = 60) {
  return db
    .select({
      name: openDataFiles.name,
      period: openDataFiles.period,
      format: openDataFiles.format,
      firstDay: openDataFiles.firstDay,
      lastDay: openDataFiles.lastDay,
      rows: openDataFiles.rows,
      bytes: openDataFiles.bytes,
      finishedAt: openDataFiles.finishedAt,
    })
    .from(openDataFiles)
    .where(isNotNull(openDataFiles.finishedAt))
    .orderBy(
      sql`${openDataFiles.lastDay} desc`,
      asc(openDataFiles.period),
      asc(openDataFiles.format),
    )
    .limit(limit);
}
