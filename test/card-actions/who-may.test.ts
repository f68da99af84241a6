import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, db } from "../factories";
import { act, actor, row } from "./setup";

/**
 * Actions only some may take: the author edits or deletes, a superadmin deletes as admin, the
 * complainant answers a company response (shared set-up: setup.ts).
 */

it("only the author edits or deletes; others change nothing", async () => {
  const author = await actor();
  const stranger = await actor();
  const complaint = await createComplaint({ userId: author.id, text: "Original text" });
  expect(await act(stranger, complaint.id, { intent: "edit", text: "Hijacked" })).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await act(stranger, complaint.id, { intent: "delete" })).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect((await row(complaint.id))?.text).toBe("Original text");

  expect(await act(author, complaint.id, { intent: "edit", text: "Better text" })).toMatchObject({
    ok: true,
  });
  const edited = await row(complaint.id);
  expect(edited?.text).toBe("Better text");
  expect(edited?.editedAt).not.toBeNull();
  expect(await act(author, complaint.id, { intent: "delete" })).toMatchObject({
    ok: true,
    toast: { title: "Success", description: "Complaint has been deleted." },
  });
  expect(await row(complaint.id)).toBeUndefined();
  expect(await act(author, complaint.id, { intent: "delete" })).toMatchObject({
    ok: false,
    code: "not_found",
  });
});

it("Delete (Admin) needs the superadmin role", async () => {
  const complaint = await createComplaint();
  const admin = await actor("admin");
  expect(await act(admin, complaint.id, { intent: "admin-delete" })).toMatchObject({
    ok: false,
    code: "forbidden",
  });
  expect(await row(complaint.id)).toBeDefined();
  const superadmin = await actor("superadmin");
  expect(await act(superadmin, complaint.id, { intent: "admin-delete" })).toMatchObject({
    ok: true,
    toast: { title: "Complaint deleted by superadmin." },
  });
  expect(await row(complaint.id)).toBeUndefined();
});

it("only the complainant answers a company response; yes resolves it", async () => {
  const author = await actor();
  const complaint = await createComplaint({
    userId: author.id,
    hasResponse: true,
    status: "in_progress",
  });
  const unanswered = await createComplaint({ userId: author.id });
  const stranger = await actor();
  expect(
    await act(stranger, complaint.id, { intent: "satisfaction", satisfied: "yes" }),
  ).toMatchObject({ ok: false, code: "forbidden" });
  expect(
    await act(author, unanswered.id, { intent: "satisfaction", satisfied: "yes" }),
  ).toMatchObject({ ok: false, code: "invalid" });

  expect(
    await act(author, complaint.id, { intent: "satisfaction", satisfied: "no" }),
  ).toMatchObject({ toast: { title: "Response marked as unsatisfactory" } });
  expect(await row(complaint.id)).toMatchObject({ isSatisfied: false, status: "in_progress" });
  expect(
    await act(author, complaint.id, { intent: "satisfaction", satisfied: "yes" }),
  ).toMatchObject({ toast: { title: "Response marked as satisfactory" } });
  expect(await row(complaint.id)).toMatchObject({ isSatisfied: true, status: "resolved" });
  // A verdict may be changed for 30 days (decision 041): a No puts it back in progress…
  expect(
    await act(author, complaint.id, { intent: "satisfaction", satisfied: "no" }),
  ).toMatchObject({ ok: true });
  expect(await row(complaint.id)).toMatchObject({ isSatisfied: false, status: "in_progress" });
  await act(author, complaint.id, { intent: "satisfaction", satisfied: "yes" });
  // …and after 30 days the Yes is final.
  await db
    .update(complaints)
    .set({ verdictAt: new Date(Date.now() - 31 * 86_400_000) })
    .where(eq(complaints.id, complaint.id));
  expect(
    await act(author, complaint.id, { intent: "satisfaction", satisfied: "no" }),
  ).toMatchObject({ ok: false });
  expect(await row(complaint.id)).toMatchObject({ isSatisfied: true, status: "resolved" });
});
