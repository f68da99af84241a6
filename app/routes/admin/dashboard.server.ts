import type { Database } from "@worker/db/client";
import { listJobStatuses } from "@worker/jobs/status";
import { listPendingAppeals } from "@worker/services/admin/appeals";
import { listClaimsForReview } from "@worker/services/admin/claims";
import {
  countReportedComplaints,
  listReportQueue,
  parseQueueCursor,
} from "@worker/services/admin/moderation";
import { listRefundsForReview } from "@worker/services/admin/refund-reviews";
import { getAdminStats, listAdminUsers, listBlockableUsers } from "@worker/services/admin/users";
import { listFloodWindows } from "@worker/services/companies/flood-review";
import { entitiesToReview } from "@worker/services/companies/legal-entity";
import { listContactMessages } from "@worker/services/contact";
import { outcomesToReview } from "@worker/services/escalation/outcomes";
import { listExtortionQueue } from "@worker/services/flags/extortion";
import { listExtortionAppeals } from "@worker/services/flags/extortion-answers";
import { listPendingContacts } from "@worker/services/outreach/contacts";
import { z } from "zod";

/** The dashboard's address: its tab, the Users tab's search and page, and a row's confirmation. */
const TabParam = z
  .enum(["users", "moderation", "claims", "refunds", "messages", "flood", "jobs"])
  .catch("users");
const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1);
const QueryParam = z.string().trim().max(100).catch("");
/** The row action waiting for its confirmation (?ask=block:<id>, grant, revoke or breach). */
const AskParam = z
  .string()
  .regex(/^(grant|revoke|block|breach):[\w-]{1,64}$/)
  .transform((value) => {
    const [kind = "", userId = ""] = value.split(":");
    return { kind: z.enum(["grant", "revoke", "block", "breach"]).parse(kind), userId };
  })
  .nullable()
  .catch(null);

/**
 * What the Superadmin Dashboard shows for its address: the stat cards and every tab's count on
 * each tab, and the lists only the open tab needs (the users, the blockable people, the appeals).
 */
export async function loadDashboard(db: Database, viewerId: string, search: URLSearchParams) {
  const tab = TabParam.parse(search.get("tab") ?? undefined);
  const query = QueryParam.parse(search.get("q") ?? undefined);
  const page = PageParam.parse(search.get("page") ?? undefined);
  const ask = AskParam.parse(search.get("ask"));
  // The moderation queue's page: the cursor its "Next page" link carries (none: the first page).
  const cursor = search.get("after");
  const after = tab === "moderation" && parseQueueCursor(cursor) ? cursor : null;
  const now = Date.now();
  const [
    stats,
    reported,
    reports,
    extortion,
    claims,
    contacts,
    refundReviews,
    messages,
    jobs,
    users,
    blockable,
    appeals,
    floodWindows,
    extortionAppeals,
    entities,
    outcomeReviews,
  ] = await Promise.all([
    getAdminStats(db),
    countReportedComplaints(db),
    listReportQueue(db, after),
    listExtortionQueue(db),
    listClaimsForReview(db),
    listPendingContacts(db),
    listRefundsForReview(db),
    listContactMessages(db),
    // Every tab's label counts the jobs in trouble, so they are read on every tab.
    listJobStatuses(db, now),
    tab === "users" ? listAdminUsers(db, query, page) : null,
    tab === "moderation" ? listBlockableUsers(db, query, viewerId) : [],
    // Appeals of removals (decision 033): few, and every one waits for a superadmin.
    tab === "moderation" ? listPendingAppeals(db) : [],
    // The tab's label counts the open windows, so they are read on every tab.
    listFloodWindows(db),
    // Appeals of extortion findings, with both sides (decision 039).
    tab === "moderation" ? listExtortionAppeals(db) : [],
    // Legal entities waiting for a superadmin (decision 045).
    tab === "claims" ? entitiesToReview(db) : [],
    // Outcomes after escalation waiting for a superadmin's check (decision 046).
    tab === "refunds" ? outcomesToReview(db) : [],
  ]);
  return {
    view: "dashboard" as const,
    viewerId,
    tab,
    query,
    page,
    stats,
    reported,
    reports,
    extortion,
    afterCursor: after,
    claims,
    entities,
    contacts: contacts.map((contact) => ({
      ...contact,
      suggesterJoinedAt: contact.suggesterJoinedAt?.getTime() ?? null,
      suggesterSharesAddress: Boolean(contact.suggesterSharesAddress),
      createdAt: contact.createdAt.getTime(),
    })),
    refundReviews,
    outcomeReviews,
    messages,
    jobs,
    floodWindows,
    users,
    ask,
    blockable,
    appeals,
    extortionAppeals,
    now,
  };
}
