import { companyPath } from "@shared/company-path";
import type { Database } from "@worker/db/client";
import { type CompanyKey, companyWithSlug } from "@worker/db/company-key";
import type { UckLoadContext } from "@worker/load-context";
import { companyArchiveYearsQuery } from "@worker/services/archive/archive";
import {
  memberQuery,
  pendingClaimFrom,
  pendingClaimQuery,
} from "@worker/services/companies/claims";
import {
  escalationOutcomeFrom,
  escalationOutcomeQuery,
  metricsFrom,
  metricsQuery,
  pledgeFrom,
  pledgeQuery,
} from "@worker/services/companies/figures";
import { flaggedWindowsQuery, floodView } from "@worker/services/companies/flood-page";
import {
  legalEntityQuery,
  ownWaitingEntryQuery,
  waitingEntryQuery,
} from "@worker/services/companies/legal-entity";
import {
  companyBySlugQuery,
  companyFrom,
  createCompanyFromSlug,
} from "@worker/services/companies/page";
import { quotaFrom, quotaQuery } from "@worker/services/companies/response-quota";
import { companySlugRedirect } from "@worker/services/companies/slugs";
import {
  type FeedOptions,
  FeedSortParam,
  FeedStatusParam,
  feedCursorIn,
  feedPage,
  feedQuery,
} from "@worker/services/complaints/feed";
import { companyGroupsFrom, companyGroupsQuery } from "@worker/services/complaints/problem-groups";
import { companyFlagsFrom, companyFlagsQuery } from "@worker/services/flags/company-flags";
import { data, redirect } from "react-router";
import { packPage } from "~/lib/card-wire.server";
import { COMPANY_NOT_FOUND } from "./company-error";

/**
 * What the company page shows for its address: the company (created from the slug on a
 * signed-in person's visit), its complaints a page at a time with the status filter and sort,
 * its figures, the viewer's membership and quota, a pending claim, the "same problem" groups,
 * its flags and the flood guard's view. A slug in capitals or a former slug redirects (301).
 */
export async function loadCompanyPage(request: Request, slug: string, context: UckLoadContext) {
  // Slugs are lowercase: /company/Tesla is /company/tesla (one address per page).
  const url = new URL(request.url);
  const lower = slug.toLowerCase();
  if (lower !== slug) throw redirect(`${companyPath(lower)}${url.search}`, 301);
  const viewerId = context.user?.id ?? null;
  const search = url.searchParams;
  const status = FeedStatusParam.parse(search.get("status") ?? undefined);
  // Without a sort or a cursor in the address, nothing to parse (a refused parse costs zod an
  // issue it throws away).
  const sort = search.has("sort") ? FeedSortParam.parse(search.get("sort")) : "newest";
  const now = Date.now();
  const feedOptions: FeedOptions = {
    viewerId,
    status,
    sort,
    cursor: search.has("cursor") ? feedCursorIn(search) : null,
  };
  // The company's row and the whole page in one D1 round trip (docs/performance.md#the-budget):
  // every statement names the company by its slug (decision 069), each figure one statement
  // (decision 068).
  const first = await readPage(context.db, slug, feedOptions, now);
  let company = companyFrom(first.company, viewerId);
  let read = first;
  if (!company) {
    // A former slug (docs/decisions/018) is the company's page under its slug now.
    const moved = await companySlugRedirect(context.db, slug);
    if (moved) throw redirect(`${companyPath(moved)}${url.search}`, 301);
    // Only a signed-in person's visit creates a missing company (docs/product.md#company-pages).
    if (viewerId) {
      const created = await createCompanyFromSlug(context.db, viewerId, slug, Date.now());
      if (!created.ok && created.reason === "limited")
        throw data({ message: created.message }, { status: 429 });
      // The page of the company this visit made, read again now that it exists.
      if (created.ok) {
        read = await readPage(context.db, slug, feedOptions, now);
        company = companyFrom(read.company, viewerId);
      }
    }
  }
  if (!company) throw data({ message: COMPANY_NOT_FOUND }, { status: 404 });
  const [
    feedRows,
    metricRows,
    groupRows,
    flagRows,
    flaggedWindows,
    pledgeRows,
    entityRows,
    outcomeRows,
    archiveYears,
  ] = read.shared;
  const [member, quotaRows, claimRows, waitingRows, ownWaitingRows] = read.viewer ?? [];
  const feed = feedPage(feedRows, feedOptions);
  const metrics = metricsFrom(metricRows);
  const isMember = (member?.length ?? 0) > 0;
  const isOwner = isMember && member?.[0]?.role === "owner";
  // Only a member's page shows the month's quota.
  const quota = isMember && quotaRows ? quotaFrom(quotaRows) : null;
  const query = new URLSearchParams({ company: company.id, ...(status ? { status } : {}), sort });
  const pendingClaim = company.claimed || !claimRows ? null : pendingClaimFrom(claimRows);
  // The flood guard's banner, histogram and second set of metrics: one more round trip, only
  // for a company with a flagged window (docs/decisions/031).
  const flood = await floodView(context.db, company.id, flaggedWindows, now);
  return {
    company,
    // The list's cards packed (decision 066).
    feed: packPage(feed),
    metrics,
    isMember,
    isOwner,
    pledge: pledgeFrom(pledgeRows),
    legalEntity: entityRows[0] ?? null,
    // Only its owners learn that an entry waits (it is not public before the check); someone
    // claiming the page, that their own does (decision 050).
    waitingEntity: isOwner
      ? (waitingRows?.[0] ?? null)
      : pendingClaim
        ? (ownWaitingRows?.[0] ?? null)
        : null,
    // Who may enter the entity with a document: its owners, and a person whose claim of the
    // page is pending (decision 050).
    entityEntry:
      isOwner && company.claimed ? ("owner" as const) : pendingClaim ? ("claimant" as const) : null,
    escalationOutcomes: escalationOutcomeFrom(outcomeRows),
    viewerId,
    quota,
    pendingClaim,
    pageUrl: `/feed?${query}`,
    groups: companyGroupsFrom(groupRows, now),
    flags: companyFlagsFrom(flagRows),
    flood,
    archiveYears,
    now,
  };
}

/** What every viewer's page reads, with the company named by `company`. */
function sharedQueries(db: Database, company: CompanyKey, feedOptions: FeedOptions, now: number) {
  return [
    feedQuery(db, { ...feedOptions, companyId: company }),
    metricsQuery(db, company, now),
    companyGroupsQuery(db, company, now),
    // Its members' reports and what moderators upheld (decision 032).
    companyFlagsQuery(db, company),
    flaggedWindowsQuery(db, company),
    // The pledge and its kept-rate (decision 043).
    pledgeQuery(db, company, now),
    // Who the company really is (decision 045).
    legalEntityQuery(db, company),
    // What happened after escalation, counted only when verified (decision 046).
    escalationOutcomeQuery(db, company),
    // Its years in the archive (decision 049), each a link to /company/{slug}/{year}.
    companyArchiveYearsQuery(db, company),
  ] as const;
}
type SharedQueries = ReturnType<typeof sharedQueries>;
type SharedRows = { [K in keyof SharedQueries]: Awaited<SharedQueries[K]> };

/**
 * The page's one batch: the company's row, every statement naming it by its slug, what every page reads and, for a
 * signed-in viewer, what only they can be (a member, a claimant); a visitor's page reads none of
 * that.
 */
async function readPage(db: Database, slug: string, feedOptions: FeedOptions, now: number) {
  const viewerId = feedOptions.viewerId;
  const company = companyWithSlug(slug);
  const head = companyBySlugQuery(db, slug, viewerId);
  const shared = sharedQueries(db, company, feedOptions, now);
  const viewer = viewerId ? viewerQueries(db, company, viewerId, now) : [];
  const results = await db.batch([head, ...shared, ...viewer] as unknown as [
    typeof head,
    ...SharedQueries,
    ...ViewerQueries,
  ]);
  const [companyRows, ...rest] = results;
  return {
    company: companyRows,
    shared: rest.slice(0, shared.length) as unknown as SharedRows,
    viewer: viewerId ? (rest.slice(shared.length) as unknown as ViewerRows) : null,
  };
}

/**
 * A signed-in viewer's statements for the page's batch: their membership, the company's quota
 * this month, their pending claim, the owners' entity entry waiting for a check, and their own.
 */
function viewerQueries(db: Database, companyId: CompanyKey, viewerId: string, now: number) {
  return [
    memberQuery(db, companyId, viewerId),
    quotaQuery(db, companyId, now),
    pendingClaimQuery(db, companyId, viewerId),
    // Only its owners learn of it; someone claiming the page, of their own (decision 050).
    waitingEntryQuery(db, companyId),
    ownWaitingEntryQuery(db, companyId, viewerId),
  ] as const;
}
type ViewerQueries = ReturnType<typeof viewerQueries>;
type ViewerRows = { [K in keyof ViewerQueries]: Awaited<ViewerQueries[K]> };
