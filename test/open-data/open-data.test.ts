/**
 * The open data: a cron run writes yesterday's public complaints and the weekly full file as CSV
 * and JSON Lines to R2, once however often (or concurrently) it runs; the CSV opens with the
 * header the data dictionary names; no e-mail address appears; a large file goes up in parts.
 */

import { env } from "cloudflare:workers";
import { OPEN_DATA_COLUMNS } from "@shared/open-data";
import { openDataFiles, users } from "@worker/db/schema";
import { CSV_HEADER, dueFiles, exportOpenData, PART_SIZE } from "@worker/services/open-data";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { archiveDb, createCompany, createComplaint, createUser, db } from "../factories";
import { fetchResponse, get, ORIGIN } from "../harness/app";

const bucket = env.OPEN_DATA;
const deps = { db, archiveDb, bucket, publicHost: ORIGIN };
const text = async (name: string) => (await (await bucket.get(name))?.text()) ?? "";

it("a run writes yesterday's files and the weekly file once; the CSV opens with the dictionary's header", async () => {
  const company = await createCompany({ name: "Open Data Airways" });
  const author = await createUser();
  const day = Date.UTC(2031, 0, 14, 10); // Tuesday 14 January 2031
  const at = (hours: number) => new Date(day + hours * 3_600_000);
  const plain = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    createdAt: at(0),
    text: "Lost my bag, write to me at lena.lost@example.com or +1 555 0100.",
  });
  const tricky = await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    createdAt: at(1),
    text: '=HYPERLINK("x") and "quotes", commas,\nand a new line',
  });
  // The next day: not in the 14th's file.
  await createComplaint({
    userId: author.id,
    companyId: company.id,
    companyName: company.name,
    createdAt: at(20),
  });

  const now = Date.UTC(2031, 0, 15, 8); // Wednesday morning
  expect(dueFiles(now).map((file) => file.name)).toEqual([
    "daily/complaints-2031-01-14.csv",
    "weekly/complaints-through-2031-01-12.csv",
    "daily/complaints-2031-01-14.jsonl",
    "weekly/complaints-through-2031-01-12.jsonl",
  ]);
  const [first, second] = await Promise.all([exportOpenData(deps, now), exportOpenData(deps, now)]);
  expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(
    dueFiles(now)
      .map((file) => file.name)
      .sort(),
  );
  expect(await exportOpenData(deps, now + 15 * 60_000)).toEqual([]);

  const csv = await text("daily/complaints-2031-01-14.csv");
  expect(csv.startsWith(CSV_HEADER)).toBe(true);
  expect(CSV_HEADER).toBe(`${OPEN_DATA_COLUMNS.map((c) => c.name).join(",")}\r\n`);
  expect(csv).toContain(`${plain.id},${ORIGIN}/complaint/${plain.id},2031-01-14T10:00:00.000Z`);
  expect(csv).toContain(`"'=HYPERLINK(""x"") and ""quotes"", commas,\nand a new line"`);
  expect(csv).toContain("write to me at [email removed] or +1 555 0100.");
  const jsonl = (await text("daily/complaints-2031-01-14.jsonl")).trimEnd().split("\n");
  expect(jsonl).toHaveLength(2);
  const rows = jsonl.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(Object.keys(rows[0] ?? {})).toEqual(OPEN_DATA_COLUMNS.map((c) => c.name));
  expect(rows.map((row) => row.complaint_id)).toEqual([plain.id, tricky.id]);
  expect(rows[0]).toMatchObject({ company: "Open Data Airways", status: "open", satisfied: null });

  // No e-mail address anywhere: not the one typed into the text, not any account's.
  const emails = (await db.select({ email: users.email }).from(users)).map((u) => u.email ?? "");
  for (const file of dueFiles(now)) {
    const body = await text(file.name);
    expect(body, file.name).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]/);
    for (const email of emails) if (email) expect(body).not.toContain(email);
  }
  const [listed] = await db
    .select()
    .from(openDataFiles)
    .where(eq(openDataFiles.name, "daily/complaints-2031-01-14.csv"));
  expect(listed).toMatchObject({ status: "done", rows: 2, bytes: csv.length });

  // Served for download under its own name; a made-up name is not.
  const served = await fetchResponse(get("/data/files/daily/complaints-2031-01-14.csv"));
  expect(served.status).toBe(200);
  expect(served.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(served.headers.get("Content-Disposition")).toBe(
    'attachment; filename="uck-complaints-2031-01-14.csv"',
  );
  expect(await served.text()).toBe(csv);
  expect((await fetchResponse(get("/data/files/daily/..%2Fsecret.csv"))).status).toBe(404);
  expect((await fetchResponse(get("/data/files/daily/complaints-1999-01-01.csv"))).status).toBe(
    404,
  );
});

it("a file larger than one part goes up as a multipart upload, whole", async () => {
  const company = await createCompany({ name: "Big Export Co" });
  const author = await createUser();
  // 6,500 complaints of about 900 bytes each on one day: more than one 5 MiB part.
  const day = Date.UTC(2032, 5, 8, 0);
  const long = "The delivery failed again. ".repeat(17);
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < 6500)
     insert into complaints (id, text, company_id, company_name, user_id, status,
       escalation_deadline, created_at)
     select 'big-' || printf('%05d', i), ?1 || i, ?2, ?3, ?4, 'open', ?5 + 172800000, ?5 + i * 1000
     from n`,
  )
    .bind(long, company.id, company.name, author.id, day)
    .run();
  const written = await exportOpenData(deps, Date.UTC(2032, 5, 9, 8));
  expect(written).toContain("daily/complaints-2032-06-08.jsonl");
  const object = await bucket.get("daily/complaints-2032-06-08.jsonl");
  const body = (await object?.text()) ?? "";
  expect(body.length).toBeGreaterThan(PART_SIZE);
  const lines = body.trimEnd().split("\n");
  expect(lines).toHaveLength(6500);
  expect(JSON.parse(lines[0] ?? "{}").complaint_id).toBe("big-00001");
  expect(JSON.parse(lines[6499] ?? "{}").complaint_id).toBe("big-06500");
});
