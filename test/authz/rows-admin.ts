import {
  complaints,
  extortionAnswers,
  extortionFindings,
  extortionReports,
  floodWindows,
  refunds,
  userRoles,
} from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { db } from "../factories";
import { post } from "../harness/app";
import type { Row } from "./matrix";
import { removedByModerator } from "./rows-complaints";
import type { World } from "./world";

const admin = (fields: (w: World) => Record<string, string>) => (w: World) =>
  post("/admin", { form: fields(w) }, w.cookie);

/** Every intent of POST /admin: the superadmin's, checked on the server for each request. */
export const ADMIN_ROWS: Row[] = [
  {
    route: "admin",
    intent: "grant-superadmin",
    note: "a superadmin exists",
    allowed: [],
    changes: [],
    request: admin(() => ({ intent: "grant-superadmin" })),
  },
  {
    route: "admin",
    intent: "block",
    allowed: ["superadmin"],
    changes: ["d1:blocked_users"],
    request: admin((w) => ({ intent: "block", userId: w.victim.id, reason: "Spam." })),
  },
  {
    route: "admin",
    intent: "unblock",
    allowed: ["superadmin"],
    changes: ["d1:blocked_users"],
    request: admin((w) => ({ intent: "unblock", userId: w.blockedVictim.id })),
  },
  {
    route: "admin",
    intent: "assign-admin",
    allowed: ["superadmin"],
    changes: ["d1:user_roles"],
    request: admin((w) => ({ intent: "assign-admin", userId: w.victim.id })),
  },
  {
    route: "admin",
    intent: "revoke-admin",
    allowed: ["superadmin"],
    changes: ["d1:user_roles", "d1:users"],
    prepare: (w) =>
      db.insert(userRoles).values({
        id: crypto.randomUUID(),
        userId: w.victim.id,
        role: "admin",
        createdBy: w.superadmin.id,
      }),
    request: admin((w) => ({ intent: "revoke-admin", userId: w.victim.id })),
  },
  {
    route: "admin",
    intent: "decide-report",
    allowed: ["superadmin"],
    changes: ["d1:reports"],
    request: admin((w) => ({
      intent: "decide-report",
      complaintId: w.open,
      outcome: "removed",
      reason: "Spam.",
    })),
  },
  {
    route: "admin",
    intent: "decide-appeal",
    allowed: ["superadmin"],
    changes: ["d1:complaint_removals"],
    prepare: (w) => removedByModerator(w, "pending"),
    request: admin((w) => ({
      intent: "decide-appeal",
      complaintId: `removed-${w.open}`,
      decision: "rejected",
      note: "It names a private person.",
    })),
  },
  {
    route: "admin",
    intent: "decide-extortion",
    allowed: ["superadmin"],
    changes: ["d1:extortion_reports", "d1:extortion_findings", "d1:notifications"],
    prepare: (w) =>
      db.insert(extortionReports).values({
        id: `extortion-${w.open}`,
        complaintId: w.open,
        companyId: w.company.id,
        accountId: w.author.id,
        reporterId: w.member.id,
        demand: "They asked for 500 dollars to delete the post.",
      }),
    request: admin((w) => ({
      intent: "decide-extortion",
      reportId: `extortion-${w.open}`,
      outcome: "upheld",
    })),
  },
  {
    route: "admin",
    intent: "decide-extortion-appeal",
    allowed: ["superadmin"],
    changes: ["d1:extortion_answers", "d1:extortion_findings", "d1:notifications"],
    prepare: (w) =>
      db.batch([
        db.insert(extortionReports).values({
          id: `extortion-${w.open}`,
          complaintId: w.open,
          companyId: w.company.id,
          accountId: w.author.id,
          reporterId: w.member.id,
          demand: "They asked for 500 dollars to delete the post.",
          status: "upheld",
        }),
        db.insert(extortionFindings).values({
          complaintId: w.open,
          reportId: `extortion-${w.open}`,
          basis: "reported",
          decidedAt: new Date(),
        }),
        db.insert(extortionAnswers).values({
          id: `appeal-${w.open}`,
          complaintId: w.open,
          authorId: w.author.id,
          stage: "appeal",
          text: "I never asked them for anything; here is the whole thread.",
          state: "pending",
        }),
      ]),
    request: admin((w) => ({
      intent: "decide-extortion-appeal",
      appealId: `appeal-${w.open}`,
      outcome: "overturned",
    })),
  },
  {
    route: "admin",
    intent: "decide-claim",
    allowed: ["superadmin"],
    changes: ["d1:company_claims", "d1:company_members", "d1:companies"],
    request: admin((w) => ({
      intent: "decide-claim",
      claimId: w.pendingClaim,
      decision: "approve",
    })),
  },
  {
    route: "admin",
    intent: "set-country",
    allowed: ["superadmin"],
    changes: ["d1:companies"],
    request: admin((w) => ({ intent: "set-country", slug: w.company.slug, country: "Germany" })),
  },
  {
    route: "dev/escalate",
    note: "the local server's tool: no such page outside development",
    allowed: [],
    changes: [],
    request: (w) => post("/dev/escalate", { form: { complaintId: w.open } }, w.cookie),
  },
  {
    route: "dev/flood",
    note: "the local server's tool: no such page outside development",
    allowed: [],
    changes: [],
    request: (w) => post("/dev/flood", { form: { company: "Flooded Example" } }, w.cookie),
  },
  {
    route: "dev/sign-in",
    note: "the journeys' sign-in without a password: no such page outside development",
    allowed: [],
    changes: [],
    request: (w) => post("/dev/sign-in", { form: { email: "admin@example.com" } }, w.cookie),
  },
  {
    route: "dev/person",
    note: "the journeys' person fixture: no such page outside development",
    allowed: [],
    changes: [],
    request: (w) =>
      post(
        "/dev/person",
        {
          form: { name: "Fixture Person", email: "fixture@example.com", password: "Complain2Win" },
        },
        w.cookie,
      ),
  },
  {
    route: "admin",
    intent: "review-refund",
    allowed: ["superadmin"],
    changes: ["d1:refunds"],
    // A confirmed refund far above the company's usual ones waits for a superadmin.
    prepare: async (w) => {
      const [row] = await db
        .select({ companyId: complaints.companyId })
        .from(complaints)
        .where(eq(complaints.id, w.answered));
      await db.insert(refunds).values({
        complaintId: w.answered,
        companyId: row?.companyId ?? "",
        amountMinor: 100_000_000,
        currency: "USD",
        dueOn: "2031-01-01",
        status: "received",
        counting: "review",
      });
    },
    request: admin((w) => ({
      intent: "review-refund",
      complaintId: w.answered,
      decision: "approve",
    })),
  },
  {
    route: "admin",
    intent: "decide-flood",
    allowed: ["superadmin"],
    changes: ["d1:flood_windows"],
    // An open window of unusual activity on the world's company (docs/decisions/031).
    prepare: async (w) => {
      const now = Date.now();
      await db.insert(floodWindows).values({
        id: `flood-${w.company.id}`,
        companyId: w.company.id,
        startedAt: new Date(now - 3_600_000),
        endedAt: new Date(now),
        openedAt: new Date(now),
        rules: "volume",
        complaintCount: 30,
        medianDaily: 0,
      });
    },
    request: admin((w) => ({
      intent: "decide-flood",
      windowId: `flood-${w.company.id}`,
      decision: "uphold",
    })),
  },
  {
    route: "admin",
    intent: "handle-message",
    allowed: ["superadmin"],
    changes: ["d1:contact_messages"],
    request: admin((w) => ({ intent: "handle-message", messageId: w.contactMessage })),
  },
  {
    route: "admin",
    intent: "breach-delete",
    allowed: ["superadmin"],
    changes: ["d1:users", "d1:address_blocks"],
    request: admin((w) => ({
      intent: "breach-delete",
      userId: w.victim.id,
      reason: "Threats against staff.",
    })),
  },
];
