/**
 * The archive of old years (issue 67, decision 048): a complaint scripts/move-out.ts moved from
 * DB to ARCHIVE_DB, with its company, author and comments, still answers on its page and in the
 * public API (the open data's row), and the page says it takes no comments any more. An id in
 * neither database is still a 404. The move itself is what this test does by hand: copy the
 * rows to the archive, delete them from DB.
 */
import { env } from "cloudflare:test";
import { comments } from "@worker/db/schema";
import { expect, it } from "vitest";
import { type PackedSingleCard, unpackCard } from "~/lib/card-wire";
import { createComplaint, createUser, db } from "../factories";
import { fetchResponse, get, ORIGIN, sessionCookie } from "../harness/app";

/** Copies the rows of `table` matching `where` from DB to ARCHIVE_DB, then deletes them from DB. */
async function moveRows(table: string, where: string, value: string, keep = false) {
  const { results } = await env.DB.prepare(`select * from "${table}" where ${where} = ?`)
    .bind(value)
    .all<Record<string, unknown>>();
  for (const row of results) {
    const columns = Object.keys(row);
    await env.ARCHIVE_DB.prepare(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    )
      .bind(...columns.map((c) => row[c]))
      .run();
  }
  if (!keep) await env.DB.prepare(`delete from "${table}" where ${where} = ?`).bind(value).run();
}

async function archivedComplaint() {
  const commenter = await createUser({ name: "Ada Commenter" });
  const complaint = await createComplaint({
    text: "The 2018 refund never came back to my card.",
    createdAt: new Date(Date.UTC(2018, 4, 2, 10)),
  });
  await db.insert(comments).values({
    id: crypto.randomUUID(),
    complaintId: complaint.id,
    userId: commenter.id,
    text: "Same thing happened to me that spring.",
  });
  // What scripts/move-out.ts does: accounts as stubs, the company and profiles copied, the
  // complaint's rows moved.
  for (const id of [complaint.userId, commenter.id])
    await env.ARCHIVE_DB.prepare("insert into users (id, email, created_at) values (?, ?, ?)")
      .bind(id, `archived-${id}@archive.invalid`, Date.now())
      .run();
  await moveRows("companies", "id", complaint.companyId, true);
  await moveRows("profiles", "id", complaint.userId, true);
  await moveRows("profiles", "id", commenter.id, true);
  // The complaint copied first (the comments' key), deleted last (its comments would cascade).
  await moveRows("complaints", "id", complaint.id, true);
  await moveRows("comments", "complaint_id", complaint.id);
  await env.DB.prepare("delete from complaints where id = ?").bind(complaint.id).run();
  return complaint;
}

it("a moved complaint's page answers from the archive, with its comments, marked archived", async () => {
  const complaint = await archivedComplaint();
  const live = await env.DB.prepare("select count(*) n from complaints where id = ?")
    .bind(complaint.id)
    .first<{ n: number }>();
  expect(live?.n).toBe(0);

  const reader = await createUser();
  const response = await fetchResponse(
    get(`/complaint/${complaint.id}`, await sessionCookie(reader.id)),
  );
  expect(response.status).toBe(200);
  // The loader's data (what the page renders): the complaint, its comment, and `archived`,
  // which shows the archive note and leaves out the comment form (complaint/comments.tsx).
  const page = (await response.json()) as {
    archived: boolean;
    complaint: PackedSingleCard;
    comments: { text: string; author: { name: string } }[];
    pageMessages: { words: string };
  };
  expect(page.archived).toBe(true);
  // The card as the page unpacks it (decision 066).
  expect(unpackCard(page.complaint).text).toBe("The 2018 refund never came back to my card.");
  expect(page.comments.map((c) => [c.text, c.author.name])).toEqual([
    ["Same thing happened to me that spring.", "Ada Commenter"],
  ]);
  expect(page.pageMessages.words).toContain(
    "archived.note=This complaint, filed in {year}, is in UCK's archive",
  );
});

it("a moved complaint's open-data row answers in the public API", async () => {
  const complaint = await archivedComplaint();
  const response = await fetchResponse(new Request(`${ORIGIN}/api/v1/complaints/${complaint.id}`));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: string; text: string } };
  expect(body.data.id).toBe(complaint.id);
  expect(body.data.text).toBe("The 2018 refund never came back to my card.");
});

it("an id in neither database is still a 404, on the page and in the API", async () => {
  const id = crypto.randomUUID();
  expect((await fetchResponse(get(`/complaint/${id}`))).status).toBe(404);
  expect((await fetchResponse(new Request(`${ORIGIN}/api/v1/complaints/${id}`))).status).toBe(404);
});

it("a live complaint's page is not marked archived", async () => {
  const complaint = await createComplaint();
  const page = (await (await fetchResponse(get(`/complaint/${complaint.id}`))).json()) as {
    archived: boolean;
  };
  expect(page.archived).toBe(false);
});
