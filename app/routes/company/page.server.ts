import { companyPath } from "@shared/company-path";
import type { Database } from "@worker/db/client";
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
import { createCompanyFromSlug, getCompanyBySlug } from "@worker/services/companies/page";
import { quotaFrom, quotaQuery } from "@worker/services/companies/response-quota";
import { companySlugRedirect } from "@worker/services/companies/slugs";
import {
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
  let company = await getCompanyBySlug(context.db, slug, viewerId);
  // A former slug (docs/decisions/018) is the company's page under its slug now.
  const moved = company ? null : await companySlugRedirect(context.db, slug);
  if (moved) throw redirect(`${companyPath(moved)}${url.search}`, 301);
  // Only a signed-in person's visit creates a missing company (docs/product.md#company-pages).
  if (!company && viewerId) {
    const created = await createCompanyFromSlug(context.db, viewerId, slug, Date.now());
    if (!created.ok && created.reason === "limited")
      throw data({ message: created.message }, { status: 429 });
    if (created.ok) company = await getCompanyBySlug(context.db, slug, viewerId);
  }
  if (!company) throw data({ message: COMPANY_NOT_FOUND }, { status: 404 });
  const search = url.searchParams;
  const status = FeedStatusParam.parse(search.get("status") ?? undefined);
  // Without a sort or a cursor in the address, nothing to parse (a refused parse costs zod an
  // issue it throws away).
  const sort = search.has("sort") ? FeedSortParam.parse(search.get("sort")) : "newest";
  const now = Date.now();
  // The rest of the page in one D1 round trip (docs/performance.md#the-budget), each figure
  // one statement (decision 068).
  const feedOptions = {
    viewerId,
    companyId: company.id,
    status,
    sort,
    cursor: search.has("cursor") ? feedCursorIn(search) : null,
  };
  const shared = [
    feedQuery(context.db, feedOptions),
    metricsQuery(context.db, company.id, now),
    companyGroupsQuery(context.db, company.id, now),
    // Its members' reports and what moderators upheld (decision 032).
    companyFlagsQuery(context.db, company.id),
    flaggedWindowsQuery(context.db, company.id),
    // The pledge and its kept-rate (decision 043).
    pledgeQuery(context.db, company.id, now),
    // Who the company really is (decision 045).
    legalEntityQuery(context.db, company.id),
    // What happened after escalation, counted only when verified (decision 046).
    escalationOutcomeQuery(context.db, company.id),
    // Its years in the archive (decision 049), each a link to /company/{slug}/{year}.
    companyArchiveYearsQuery(context.db, company.id),
  ] as const;
  // What only a signed-in viewer can be: a member, a claimant; a visitor's page reads none of it.
  const viewer = viewerId ? viewerQueries(context.db, company.id, viewerId, now) : [];
  const results = await context.db.batch([...shared, ...viewer] as unknown as [
    ...typeof shared,
    ...ViewerQueries,
  ]);
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
  ] = results;
  const viewerRows = viewerId ? (results.slice(shared.length) as unknown as ViewerRows) : null;
  const [member, quotaRows, claimRows, waitingRows, ownWaitingRows] = viewerRows ?? [];
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

/**
 * A signed-in viewer's statements for the page's batch: their membership, the company's quota
 * this month, their pending claim, the owners' entity entry waiting for a check, and their own.
 */
function viewerQueries(db: Database, companyId: string, viewerId: string, now: number) {
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
