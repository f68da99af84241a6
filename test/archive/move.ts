/**
 * What scripts/move-out.ts does, on the test's two D1 bindings (decision 048): every account
 * copied to ARCHIVE_DB as a stub, the complaints' companies and the profiles of their authors and
 * commenters copied, then the complaints moved with every row that hangs on them (each table with
 * a `complaint_id`, and the rows of their comments). Copying into ARCHIVE_DB fires its own
 * triggers (the archive's counts there), deleting from DB fires DB's. Companies and profiles are
 * inserted once, never replaced: D1 enforces foreign keys, and a replaced company would take its
 * archived complaints with it (the script runs with foreign keys off).
 */
import { env } from "cloudflare:test";

type Row = Record<string, unknown>;

async function tables() {
  const { results } = await env.DB.prepare(
    `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
     and name not like '%fts%' and name not like '_cf_%' and name <> 'd1_migrations'`,
  ).all<{ name: string }>();
  const columns = new Map<string, string[]>();
  for (const { name } of results) {
    const info = await env.DB.prepare(`pragma table_info("${name}")`).all<{ name: string }>();
    columns.set(
      name,
      info.results.map((column) => column.name),
    );
  }
  return columns;
}

/** Copies the rows `select` finds in DB into ARCHIVE_DB (ignoring rows already there). */
async function copy(table: string, where: string, values: unknown[], verb = "insert or ignore") {
  const { results } = await env.DB.prepare(`select * from "${table}" where ${where}`)
    .bind(...values)
    .all<Row>();
  for (const row of results) {
    const names = Object.keys(row);
    await env.ARCHIVE_DB.prepare(
      `${verb} into "${table}" (${names.map((c) => `"${c}"`).join(", ")}) values (${names.map(() => "?").join(", ")})`,
    )
      .bind(...names.map((c) => row[c]))
      .run();
  }
}

export async function moveOut(complaintIds: string[]) {
  const columns = await tables();
  const byComplaint = [...columns].filter(
    ([name, cols]) => name !== "complaints" && cols.includes("complaint_id"),
  );
  const byComment = [...columns].filter(
    ([, cols]) => !cols.includes("complaint_id") && cols.includes("comment_id"),
  );
  const { results: users } = await env.DB.prepare("select id, created_at from users").all<Row>();
  for (const user of users)
    await env.ARCHIVE_DB.prepare(
      "insert or ignore into users (id, email, created_at) values (?, ?, ?)",
    )
      .bind(user.id, `archived-${user.id}@archive.invalid`, user.created_at)
      .run();
  for (const id of complaintIds) {
    await copy("companies", "id = (select company_id from complaints where id = ?)", [id]);
    await copy(
      "profiles",
      "id in (select user_id from complaints where id = ? union select user_id from comments where complaint_id = ?)",
      [id, id],
    );
    await copy("complaints", "id = ?", [id], "insert");
    for (const [table] of byComplaint) await copy(table, "complaint_id = ?", [id]);
    for (const [table] of byComment)
      await copy(table, "comment_id in (select id from comments where complaint_id = ?)", [id]);
  }
  for (const id of complaintIds) {
    for (const [table] of byComment)
      await env.DB.prepare(
        `delete from "${table}" where comment_id in (select id from comments where complaint_id = ?)`,
      )
        .bind(id)
        .run();
    for (const [table] of byComplaint)
      await env.DB.prepare(`delete from "${table}" where complaint_id = ?`).bind(id).run();
    await env.DB.prepare("delete from complaints where id = ?").bind(id).run();
  }
}
