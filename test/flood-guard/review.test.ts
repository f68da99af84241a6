/**
 * A superadmin's review of a flood window (issue 37, docs/decisions/031): upheld, it stays shaded
 * and out of the second metrics without a banner; cleared, its complaints count again; a plain
 * account cannot decide.
 */
import { userRoles } from "@worker/db/schema";
import { runFloodGuard } from "@worker/services/companies/flood-guard";
import { beforeAll, expect, it } from "vitest";
import { createUser, db } from "../factories";
import { fetchApp, get, post, sessionCookie } from "../harness/app";
import { companyPage, flooded, HOUR, loadRoutes, MINUTE, windowsOf } from "./setup";

beforeAll(loadRoutes, 240_000);

it("a superadmin upholds a window (shaded, out of the second metrics, no banner) or clears it; a plain account cannot", async () => {
  const now = Date.now();
  const admin = await createUser({ name: "Flood Admin" });
  await db
    .insert(userRoles)
    .values({ id: crypto.randomUUID(), userId: admin.id, role: "superadmin" });
  const adminCookie = await sessionCookie(admin.id);
  const plainCookie = await sessionCookie((await createUser()).id);

  const upheld = await flooded(now);
  await runFloodGuard(db, now);
  const [first] = await windowsOf(upheld.target.id);
  const uphold = { intent: "decide-flood", windowId: first?.id ?? "", decision: "uphold" };
  expect((await fetchApp(post("/admin", { form: uphold }, plainCookie))).status).toBe(403);
  expect((await windowsOf(upheld.target.id))[0]?.state).toBe("open");
  const adminPage = await fetchApp(get("/admin?tab=flood", adminCookie));
  expect(JSON.stringify(adminPage.body)).toContain(first?.id ?? "missing");
  expect((await fetchApp(post("/admin", { form: uphold }, adminCookie))).status).toBe(200);
  expect((await fetchApp(post("/admin", { form: uphold }, adminCookie))).status).toBe(409);
  expect((await windowsOf(upheld.target.id))[0]).toMatchObject({
    state: "upheld",
    decidedBy: admin.id,
  });
  const afterUphold = await companyPage(upheld.target.slug);
  expect(afterUphold.flood?.banner).toBeNull();
  expect(afterUphold.flood?.histogram.some((day) => day.flagged)).toBe(true);
  expect(afterUphold.flood?.without?.totalComplaints).toBe(4);
  // Upheld is a decision: 72 hours later it is still upheld.
  await runFloodGuard(db, now + 80 * HOUR);
  expect((await windowsOf(upheld.target.id))[0]?.state).toBe("upheld");

  const cleared = await flooded(now);
  await runFloodGuard(db, now);
  const [second] = await windowsOf(cleared.target.id);
  const clear = { intent: "decide-flood", windowId: second?.id ?? "", decision: "clear" };
  expect((await fetchApp(post("/admin", { form: clear }, adminCookie))).status).toBe(200);
  expect((await windowsOf(cleared.target.id))[0]).toMatchObject({
    state: "cleared",
    decidedBy: admin.id,
  });
  expect((await companyPage(cleared.target.slug)).flood).toBeNull();
  // The same flood, still in the last 24 hours, does not reopen what a person cleared.
  await runFloodGuard(db, now + 10 * MINUTE);
  expect(await windowsOf(cleared.target.id)).toHaveLength(1);
});
