import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { createComplaint } from "../factories";

it("the FTS index follows complaints on insert, edit and delete", async () => {
  const { id } = await createComplaint({ text: "The zeppelin refund never came." });
  const match = (q: string) =>
    env.DB.prepare(
      "select c.id from complaints_fts f join complaints c on c.rowid = f.rowid where complaints_fts match ?",
    )
      .bind(q)
      .all<{ id: string }>();
  expect((await match("zeppelin")).results.map((r) => r.id)).toEqual([id]);
  expect((await match("zepp*")).results.map((r) => r.id)).toEqual([id]);
  await env.DB.prepare("update complaints set text = ? where id = ?")
    .bind("The airship refund never came.", id)
    .run();
  expect((await match("zeppelin")).results).toEqual([]);
  expect((await match("airship")).results.map((r) => r.id)).toEqual([id]);
  await env.DB.prepare("delete from complaints where id = ?").bind(id).run();
  expect((await match("airship")).results).toEqual([]);
});
