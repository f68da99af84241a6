import { expect, it } from "vitest";
import { listNewestComplaints } from "../worker/services/complaint-feed";
import { createCompany, createComplaint, createUser, db } from "./factories";

it("lists complaints newest first with company and author", async () => {
  const company = await createCompany({ name: "Feed Airways" });
  const author = await createUser({ name: "Ada Lovelace" });
  const older = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
    createdAt: new Date("2026-11-01T10:00:00Z"),
  });
  const newer = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
    createdAt: new Date("2026-11-02T10:00:00Z"),
  });
  const { items } = await listNewestComplaints(db, { limit: 50 });
  const ids = items.map((item) => item.id);
  expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  const card = items.find((item) => item.id === newer.id);
  expect(card?.company).toMatchObject({ name: "Feed Airways", slug: "feed-airways" });
  expect(card?.author).toMatchObject({ id: author.id, name: "Ada Lovelace" });
});

it("an author without a profile is returned with a null name (the card shows the default)", async () => {
  const author = await createUser({ withProfile: false });
  const complaint = await createComplaint({
    userId: author.id,
    createdAt: new Date("2030-01-01T00:00:00Z"),
  });
  const { items } = await listNewestComplaints(db, { limit: 1 });
  expect(items[0]?.id).toBe(complaint.id);
  expect(items[0]?.author.name).toBeNull();
});

it("cursor paging visits every complaint once, even when timestamps tie", async () => {
  const sameTime = new Date("2031-05-05T05:05:05Z");
  const created = await Promise.all(
    Array.from({ length: 7 }, () => createComplaint({ createdAt: sameTime })),
  );
  const seen: string[] = [];
  let cursor = null;
  do {
    const page: Awaited<ReturnType<typeof listNewestComplaints>> = await listNewestComplaints(db, {
      limit: 3,
      cursor,
    });
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  expect(new Set(seen).size).toBe(seen.length);
  for (const complaint of created) expect(seen).toContain(complaint.id);
});
