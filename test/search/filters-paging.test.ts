/**
 * Narrowing and paging a complaint search: the status and company filters, the company facets,
 * and disjoint pages in rank order.
 */
import { complaintCompanyFacets } from "@worker/services/search";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "../factories";
import { ids, search } from "./setup";

it("the status filter keeps only complaints in that status", async () => {
  const open = await createComplaint({ text: "Vortuna lost my parcel.", status: "open" });
  const resolved = await createComplaint({ text: "Vortuna lost my bag.", status: "resolved" });
  expect((await ids("vortuna")).sort()).toEqual([open.id, resolved.id].sort());
  expect(await ids("vortuna", { status: "resolved" })).toEqual([resolved.id]);
  expect(await ids("vortuna", { status: "escalated" })).toEqual([]);
});

it("the company filter keeps only that company's complaints, and facets count per company", async () => {
  const first = await createCompany({ name: "Klendar Air" });
  const second = await createCompany({ name: "Klendar Bus" });
  const a = await createComplaint({
    companyId: first.id,
    companyName: first.name,
    text: "Brixel seats were broken.",
  });
  const b = await createComplaint({
    companyId: second.id,
    companyName: second.name,
    text: "Brixel tickets were wrong.",
  });
  const c = await createComplaint({
    companyId: second.id,
    companyName: second.name,
    text: "Brixel driver was rude.",
    status: "resolved",
  });
  expect(await ids("brixel", { companySlug: "klendar-air" })).toEqual([a.id]);
  expect((await ids("brixel", { companySlug: "klendar-bus" })).sort()).toEqual([b.id, c.id].sort());
  expect(await ids("brixel", { companySlug: "no-such-company" })).toEqual([]);
  expect(await complaintCompanyFacets(db, { query: "brixel", viewerId: null })).toEqual([
    { slug: "klendar-bus", name: "Klendar Bus", count: 2 },
    { slug: "klendar-air", name: "Klendar Air", count: 1 },
  ]);
  expect(
    await complaintCompanyFacets(db, { query: "brixel", status: "resolved", viewerId: null }),
  ).toEqual([{ slug: "klendar-bus", name: "Klendar Bus", count: 1 }]);
});

it("pages are disjoint, in rank order, and end with no next page", async () => {
  const author = await createUser();
  const company = await createCompany();
  const created = [];
  for (let i = 0; i < 45; i++) {
    const text = `Paginex ${"paginex ".repeat(i % 5)}complaint number ${i}.`;
    created.push(
      await createComplaint({
        userId: author.id,
        companyId: company.id,
        companyName: company.name,
        text,
      }),
    );
  }
  const first = await search("paginex");
  const second = await search("paginex", { page: 2 });
  const third = await search("paginex", { page: 3 });
  expect([first.items.length, second.items.length, third.items.length]).toEqual([20, 20, 5]);
  expect([first.nextPage, second.nextPage, third.nextPage]).toEqual([2, 3, null]);
  expect([first.total, second.total, third.total]).toEqual([45, 45, 45]);
  const seen = [...first.items, ...second.items, ...third.items].map((item) => item.id);
  expect(new Set(seen).size).toBe(45);
  expect(seen.sort()).toEqual(created.map((complaint) => complaint.id).sort());
  // Complaints that say it five times come first.
  expect(first.items[0]?.snippet).toMatch(/paginex.*paginex.*paginex.*paginex.*paginex/i);
  // Past the last page: empty, never an error; beyond page 10: clamped to page 10.
  expect((await search("paginex", { page: 4 })).items).toEqual([]);
  expect((await search("paginex", { page: 50 })).page).toBe(10);
});
