import { env } from "cloudflare:test";
import { COMPANY_DIRECTORY } from "@worker/data/company-directory";
import { DEMO_SCALE, generateSeed } from "@worker/seed/generate";
import {
  isDatabaseEmpty,
  MAX_EXEC_BYTES,
  MAX_STATEMENT_BYTES,
  seedScripts,
  writeSeed,
} from "@worker/seed/write";
import { expect, it } from "vitest";

const NOW = Date.parse("2026-11-21T12:00:00Z");

async function count(sql: string) {
  const row = await env.DB.prepare(sql).first<{ n: number }>();
  return row?.n ?? -1;
}

it("the same scale, seed and clock give the same data", () => {
  expect(generateSeed(DEMO_SCALE, { now: NOW })).toEqual(generateSeed(DEMO_SCALE, { now: NOW }));
});

it("demo data meets the foundation's minimums and writing it twice changes nothing", async () => {
  expect(await isDatabaseEmpty(env.DB)).toBe(true);
  const data = generateSeed(DEMO_SCALE, { now: NOW });
  await writeSeed(env.DB, data);
  const counts = async () => ({
    companies: await count("select count(*) n from companies where domain is not null"),
    executives: await count("select count(*) n from company_executives"),
    users: await count("select count(*) n from users"),
    complaints: await count("select count(*) n from complaints"),
    comments: await count("select count(*) n from comments"),
    ucks: await count("select count(*) n from ucks"),
    follows: await count("select count(*) n from company_follows"),
  });
  const first = await counts();
  expect(first.companies).toBeGreaterThanOrEqual(60);
  expect(first.executives).toBe(COMPANY_DIRECTORY.filter((c) => c.executive).length);
  expect(first.executives).toBeGreaterThanOrEqual(20);
  // 40 people and the demo superadmin.
  expect(first.users).toBe(41);
  expect(first.complaints).toBe(300);
  expect(first.comments).toBeGreaterThan(0);
  expect(first.ucks).toBeGreaterThan(0);
  expect(first.follows).toBeGreaterThan(0);

  await writeSeed(env.DB, generateSeed(DEMO_SCALE, { now: NOW }));
  expect(await counts()).toEqual(first);
  expect(await isDatabaseEmpty(env.DB)).toBe(false);

  // Every status, responses with satisfaction answers and reimbursements, and images.
  const statuses = await env.DB.prepare(
    "select distinct status from complaints order by status",
  ).all<{ status: string }>();
  expect(statuses.results.map((r) => r.status)).toEqual([
    "escalated",
    "in_progress",
    "open",
    "resolved",
  ]);
  expect(
    await count(
      "select count(*) n from complaints where has_response = 1 and is_satisfied is not null",
    ),
  ).toBeGreaterThan(0);
  expect(
    await count("select count(*) n from complaints where reimbursement is not null"),
  ).toBeGreaterThan(0);
  expect(
    await count("select count(*) n from complaints where image_url is not null"),
  ).toBeGreaterThan(0);
  expect(
    await count(`select count(*) n from complaints where created_at < ${NOW - 61 * 86_400_000}`),
  ).toBe(0);

  // Counters equal the rows that justify them.
  expect(
    await count(
      "select count(*) n from complaints c where uck_count <> (select count(*) from ucks u where u.complaint_id = c.id)",
    ),
  ).toBe(0);
  expect(
    await count(
      "select count(*) n from complaints c where comments_count <> (select count(*) from comments m where m.complaint_id = c.id)",
    ),
  ).toBe(0);
  expect(
    await count(
      "select count(*) n from complaints c where share_count <> (select count(*) from shares s where s.complaint_id = c.id)",
    ),
  ).toBe(0);
  expect(
    await count(
      "select count(*) n from comments m where uck_count <> (select count(*) from comment_ucks u where u.comment_id = m.id)",
    ),
  ).toBe(0);
  expect(
    await count(
      "select count(*) n from complaints c where has_response = 1 and not exists (select 1 from company_responses r where r.complaint_id = c.id)",
    ),
  ).toBe(0);

  // The user_statistics view reads the same data.
  const stats = await env.DB.prepare("select sum(complaint_count) n from user_statistics").first<{
    n: number;
  }>();
  expect(stats?.n).toBe(300);
  const admin = await env.DB.prepare(
    "select current_role from user_statistics s join users u on u.id = s.id where u.email = 'admin@example.com'",
  ).first<{ current_role: string }>();
  expect(admin?.current_role).toBe("superadmin");
});

it("the generator scales for benchmarks", () => {
  const data = generateSeed({ complaints: 2_000, users: 400, companies: 150 }, { now: NOW });
  const complaints = data.tables.find((t) => t.name === "complaints");
  const companies = data.tables.find((t) => t.name === "companies");
  expect(complaints?.rows).toHaveLength(2_000);
  expect(companies?.rows).toHaveLength(150);
  const slugs = new Set(companies?.rows.map((row) => row[2]));
  expect(slugs.size).toBe(150);
});

it("values written as SQL literals come back exactly as generated", async () => {
  // A table of its own, dropped after: the schema test reads the same database's tables.
  await env.DB.exec("create table seed_literals (id integer primary key, text text, amount real)");
  try {
    await writeLiteralsAndReadBack();
  } finally {
    await env.DB.exec("drop table seed_literals");
  }
});

async function writeLiteralsAndReadBack() {
  const rows = [
    [1, "O'Brien said: \"it's broken\"", 12.5],
    [2, "first line\nsecond line\r\nthird -- not a comment; drop table x", -3],
    [3, "Zoë, 北京, emoji 🚚, backslash \\n", 0],
    [4, null, null],
    [5, "", 1_795_000_000_000],
  ];
  await writeSeed(env.DB, {
    tables: [{ name: "seed_literals", columns: ["id", "text", "amount"], rows }],
    imageKeys: [],
  });
  const { results } = await env.DB.prepare(
    "select id, text, amount from seed_literals order by id",
  ).all<{ id: number; text: string | null; amount: number | null }>();
  expect(results.map((row) => [row.id, row.text, row.amount])).toEqual(rows);
}

it("a large table splits into statements D1 accepts and scripts of bounded size", () => {
  const data = generateSeed({ complaints: 2_000, users: 400, companies: 150 }, { now: NOW });
  const encoder = new TextEncoder();
  for (const name of ["ucks", "complaints"]) {
    const table = data.tables.find((t) => t.name === name);
    if (!table) throw new Error(`no ${name} table`);
    // D1's limits, and small ones that make a table of this size split many times.
    for (const limits of [
      { statementBytes: MAX_STATEMENT_BYTES, execBytes: MAX_EXEC_BYTES },
      { statementBytes: 5_000, execBytes: 40_000 },
    ]) {
      const scripts = [...seedScripts(table, limits)];
      const statements = scripts.flatMap((script) => script.split("\n"));
      if (limits.execBytes < MAX_EXEC_BYTES) expect(scripts.length).toBeGreaterThan(10);
      for (const script of scripts)
        expect(encoder.encode(script).length).toBeLessThanOrEqual(limits.execBytes);
      for (const statement of statements) {
        expect(statement.startsWith(`insert or ignore into ${name} (`)).toBe(true);
        expect(encoder.encode(statement).length).toBeLessThanOrEqual(limits.statementBytes);
      }
      // Every row once, in order: each statement's rows are "(…), (…)" after its column list.
      const ids = statements.flatMap((statement) =>
        [
          ...statement.slice(statement.indexOf(" values ")).matchAll(/(?:values |, )\('([^']*)'/g),
        ].map((match) => match[1]),
      );
      expect(ids).toEqual(table.rows.map((row) => row[0]));
    }
  }
});
