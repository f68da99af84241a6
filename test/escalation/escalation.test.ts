import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { complaints } from "@worker/db/schema";
import worker from "@worker/index";
import { ESCALATION_CRON } from "@worker/jobs";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, db, postbox } from "../factories";

const HOUR = 3_600_000;

async function statusOf(id: string) {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row;
}

it("escalates an open, unanswered complaint only after 48 hours", async () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const overdue = await createComplaint({
    createdAt: new Date(now.getTime() - ESCALATION_WINDOW_MS - HOUR),
  });
  const recent = await createComplaint({ createdAt: new Date(now.getTime() - 47 * HOUR) });
  const answered = await createComplaint({
    createdAt: new Date(now.getTime() - 72 * HOUR),
    hasResponse: true,
    status: "in_progress",
  });

  const escalated = await escalateOverdueComplaints(postbox, now);

  expect(escalated).toContain(overdue.id);
  expect(escalated).not.toContain(recent.id);
  expect(escalated).not.toContain(answered.id);
  const row = await statusOf(overdue.id);
  expect(row?.status).toBe("escalated");
  expect(row?.escalatedAt?.getTime()).toBe(now.getTime());
  expect((await statusOf(recent.id))?.status).toBe("open");
  expect((await statusOf(answered.id))?.status).toBe("in_progress");
});

it("overlapping runs escalate each complaint exactly once", async () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const created = await Promise.all(
    Array.from({ length: 12 }, () =>
      createComplaint({ createdAt: new Date(now.getTime() - 50 * HOUR) }),
    ),
  );
  const runs = await Promise.all([
    escalateOverdueComplaints(postbox, now),
    escalateOverdueComplaints(postbox, now),
    escalateOverdueComplaints(postbox, now),
  ]);
  const all = runs.flat();
  expect(new Set(all).size).toBe(all.length);
  for (const complaint of created) expect(all).toContain(complaint.id);
  expect(await escalateOverdueComplaints(postbox, now)).toEqual([]);
});

it("the Worker's scheduled() runs the escalation job for its cron", async () => {
  const scheduledTime = Date.now();
  const overdue = await createComplaint({ createdAt: new Date(scheduledTime - 49 * HOUR) });
  const controller = createScheduledController({ cron: ESCALATION_CRON, scheduledTime });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
  expect((await statusOf(overdue.id))?.status).toBe("escalated");
});

it("the author and the company's followers are notified once per escalation", async () => {
  const { companyFollows, notifications } = await import("@worker/db/schema");
  const { createCompany, createUser } = await import("../factories");
  const now = new Date("2026-11-20T12:00:00Z");
  const company = await createCompany();
  const follower = await createUser();
  await db
    .insert(companyFollows)
    .values({ id: crypto.randomUUID(), userId: follower.id, companyId: company.id });
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now.getTime() - 49 * HOUR),
  });
  await Promise.all([
    escalateOverdueComplaints(postbox, now),
    escalateOverdueComplaints(postbox, now),
  ]);
  await escalateOverdueComplaints(postbox, now);
  const sent = await db
    .select()
    .from(notifications)
    .where(eq(notifications.complaintId, complaint.id));
  expect(sent.map((n) => n.userId).sort()).toEqual([complaint.userId, follower.id].sort());
  expect(sent.every((n) => n.type === "complaint_escalated")).toBe(true);
});
