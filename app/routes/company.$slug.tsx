import { CLAIM_MESSAGES } from "@shared/claim-messages";
import { companyPath } from "@shared/company-path";
import { GENERIC_FAILURE } from "@shared/failure-text";
import {
  ClaimFormSchema,
  memberQuery,
  pendingClaimFrom,
  pendingClaimQuery,
  requestClaim,
} from "@worker/services/companies/claims";
import { CompanyActionSchema } from "@worker/services/companies/company-action-schema";
import { flaggedWindowsQuery, floodView } from "@worker/services/companies/flood-page";
import { setCompanyFollow } from "@worker/services/companies/follow";
import { metricsFrom, metricsQueries } from "@worker/services/companies/metrics";
import { createCompanyFromSlug, getCompanyBySlug } from "@worker/services/companies/page";
import { quotaFrom, quotaQuery } from "@worker/services/companies/response-quota";
import {
  markResolved,
  offerNewRefund,
  RESPONSE_MESSAGES,
  respondToComplaint,
} from "@worker/services/companies/responses";
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
import { suggestContact } from "@worker/services/outreach/contacts";
import { recordUserAddress } from "@worker/services/users/address-blocks";
import { data, Link, redirect, useNavigation } from "react-router";
import { AnalyticsTab } from "~/components/company/analytics-tab";
import { COMPANY_NOT_FOUND, companyError } from "~/components/company/company-error";
import { CompanyFlagsNote, ReportExtortionLink } from "~/components/company/company-flags";
import { CompanyHeader } from "~/components/company/company-header";
import { CompanyManagement, CompanySidebar } from "~/components/company/company-sidebar";
import { ComplaintFilters } from "~/components/company/complaint-filters";
import { FloodBanner } from "~/components/company/flood-banner";
import { FloodHistogram } from "~/components/company/flood-histogram";
import { FloodMetrics } from "~/components/company/flood-metrics";
import { MemberActions } from "~/components/company/member-actions";
import { MetricCards } from "~/components/company/metric-cards";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { SameProblemGroup } from "~/components/complaint/same-problem-group";
import { type ErrorScreenHandle, GeneralErrorBoundary } from "~/components/general-error-boundary";
import * as Tabs from "~/components/ui/tabs";
import { type Answer, refuse, signedInAction, succeed } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { pageMeta, publicOrigin } from "~/lib/meta";
import { companyPageMeta } from "~/lib/structured-data";
import type { Route } from "./+types/company.$slug";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta(matches, {
        ...companyPageMeta(loaded.company, publicOrigin(matches)),
        // An unused page (no complaint, not claimed) is in no list; search engines skip it too.
        noindex: loaded.company.totalComplaints === 0 && !loaded.company.claimed,
        feed: {
          title: `Complaints about ${loaded.company.name} on UCK`,
          scope: { kind: "company", slug: loaded.company.slug },
        },
      })
    : [{ title: "Company not found · UCK" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Slugs are lowercase: /company/Tesla is /company/tesla (one address per page).
  const lower = params.slug.toLowerCase();
  if (lower !== params.slug) {
    const { search } = new URL(request.url);
    throw redirect(`${companyPath(lower)}${search}`, 301);
  }
  const viewerId = context.user?.id ?? null;
  let company = await getCompanyBySlug(context.db, params.slug, viewerId);
  // A former slug (docs/decisions/018) is the company's page under its slug now.
  const moved = company ? null : await companySlugRedirect(context.db, params.slug);
  if (moved) {
    const { search } = new URL(request.url);
    throw redirect(`${companyPath(moved)}${search}`, 301);
  }
  // Only a signed-in person's visit creates a missing company (docs/product.md#company-pages).
  if (!company && viewerId) {
    const created = await createCompanyFromSlug(context.db, viewerId, params.slug, Date.now());
    if (!created.ok && created.reason === "limited")
      throw data({ message: created.message }, { status: 429 });
    if (created.ok) company = await getCompanyBySlug(context.db, params.slug, viewerId);
  }
  if (!company) throw data({ message: COMPANY_NOT_FOUND }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const status = FeedStatusParam.parse(search.get("status") ?? undefined);
  const sort = FeedSortParam.parse(search.get("sort") ?? undefined);
  const now = Date.now();
  // The rest of the page in one D1 round trip (docs/performance.md#the-budget).
  const feedOptions = {
    viewerId,
    companyId: company.id,
    status,
    sort,
    cursor: feedCursorIn(search),
  };
  const [
    feedRows,
    aggregates,
    delays,
    followers,
    refundRows,
    member,
    quotaRows,
    claimRows,
    groupRows,
    flagRows,
    flaggedWindows,
  ] = await context.db.batch([
    feedQuery(context.db, feedOptions),
    ...metricsQueries(context.db, company.id, now),
    memberQuery(context.db, company.id, viewerId),
    quotaQuery(context.db, company.id, now),
    pendingClaimQuery(context.db, company.id, viewerId),
    companyGroupsQuery(context.db, company.id),
    // Its members' reports and what moderators upheld (decision 032).
    companyFlagsQuery(context.db, company.id),
    flaggedWindowsQuery(context.db, company.id),
  ]);
  const feed = feedPage(feedRows, feedOptions);
  const metrics = metricsFrom([aggregates, delays, followers, refundRows]);
  const isMember = viewerId !== null && member.length > 0;
  const quota = quotaFrom(quotaRows);
  const query = new URLSearchParams({ company: company.id, ...(status ? { status } : {}), sort });
  const pendingClaim = company.claimed ? null : pendingClaimFrom(claimRows);
  // The flood guard's banner, histogram and second set of metrics: one more round trip, only
  // for a company with a flagged window (docs/decisions/031).
  const flood = await floodView(context.db, company.id, flaggedWindows, now);
  return {
    company,
    feed,
    metrics,
    isMember,
    viewerId,
    quota,
    pendingClaim,
    pageUrl: `/feed?${query}`,
    groups: companyGroupsFrom(groupRows, now),
    flags: companyFlagsFrom(flagRows),
    flood,
    now,
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

const FOLLOW_FAILED = {
  title: "Error",
  description: "Failed to update follow status. Please try again.",
};
const FOLLOW_SIGN_IN = {
  title: "Authentication required",
  description: "Please sign in to follow companies.",
};

const SUGGEST_SIGN_IN = {
  title: "Authentication required",
  description: "Please log in to suggest a company's complaints address.",
};

/** The toast of an unexpected failure, in the spec's words where it has them. */
const failure = (intent: string) =>
  intent === "claim"
    ? CLAIM_MESSAGES.failed
    : intent === "follow" || intent === "unfollow"
      ? FOLLOW_FAILED
      : { title: "Error", description: GENERIC_FAILURE };

/** The company page's answer: a follow says whether it follows now, a claim whether it was mailed. */
export type CompanyAnswer = Answer<{ following: boolean; mailed: boolean }>;

/** The sign-in toast of each intent, in the spec's words. */
function signInToast(intent: string) {
  if (intent === "claim") return CLAIM_MESSAGES.signIn;
  if (intent === "respond" || intent === "resolve" || intent === "refund-offer")
    return RESPONSE_MESSAGES.claim;
  if (intent === "suggest-contact") return SUGGEST_SIGN_IN;
  return FOLLOW_SIGN_IN;
}

/**
 * Follow, claim, respond, resolve and a new refund: each checked here for the signed-in actor,
 * whom the kit asks to sign in first with the intent's toast.
 */
export const action = signedInAction<Route.ActionArgs, { following: boolean; mailed: boolean }>(
  { name: "company_action", failure, signIn: signInToast, stayOnPage: true },
  async ({ fields, user, now }, { params, context }) => {
    const parsed = CompanyActionSchema.safeParse(fields);
    if (!parsed.success) return refuse("unknown", "invalid", FOLLOW_FAILED);
    const form = parsed.data;
    const company = await getCompanyBySlug(context.db, params.slug, user.id);
    if (!company) throw redirect("/");
    // The address a refund is offered from is compared with the complainant's (decision 027):
    // kept once a response or a new offer was recorded, never for a refused form.
    const keepAddress = () =>
      recordUserAddress(context.db, context.config.addressHashKey, user.id, context.clientIp, now);
    switch (form.intent) {
      case "follow":
      case "unfollow": {
        const follow = form.intent === "follow";
        const done = await setCompanyFollow(context.db, user.id, company.id, follow, now);
        if (!done) return refuse(form.intent, "not_found", FOLLOW_FAILED);
        const toast = follow
          ? { title: "Following", description: "You are now following this company." }
          : { title: "Unfollowed", description: "You are no longer following this company." };
        return succeed(form.intent, toast, { following: follow });
      }
      case "claim": {
        const result = await requestClaim(
          context.postbox,
          user.id,
          company,
          ClaimFormSchema.parse(form),
          now,
        );
        return result.ok
          ? succeed("claim", result.toast, { mailed: result.mailed })
          : refuse("claim", result.code, result.toast);
      }
      case "respond": {
        const result = await respondToComplaint(
          context.postbox,
          user.id,
          form.complaintId,
          form,
          now,
        );
        if (!result.ok) return refuse("respond", result.code, result.toast);
        await keepAddress();
        return succeed("respond", result.toast);
      }
      case "resolve": {
        const result = await markResolved(context.postbox, user.id, form.complaintId, now);
        return result.ok
          ? succeed("resolve", result.toast)
          : refuse("resolve", result.code, result.toast);
      }
      case "suggest-contact": {
        const result = await suggestContact(
          context.postbox,
          user.id,
          company.id,
          form.address,
          now,
        );
        return result.ok
          ? succeed("suggest-contact", { title: "Address suggested", description: result.message })
          : refuse("suggest-contact", result.code, { title: "Error", description: result.message });
      }
      case "refund-offer": {
        const result = await offerNewRefund(context.postbox, user.id, form.complaintId, form, now);
        if (!result.ok) return refuse("refund-offer", result.code, result.toast);
        await keepAddress();
        return succeed("refund-offer", result.toast);
      }
    }
  },
);

/** A request that never reaches the server answers like a failure: the page stays. */
export const clientAction = keepPageOnFailure<typeof action>(failure);

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, feed, metrics, now } = loaderData;
  const navigation = useNavigation();
  return (
    // The page's columns follow the width it has (a container), not the window's: the sidebar
    // open at 1024 px leaves 736 px, which holds one column (decision 022).
    <main className="@container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <CompanyHeader company={company} />

      {loaderData.flood?.banner ? <FloodBanner {...loaderData.flood.banner} /> : null}

      <MetricCards metrics={metrics} />
      <CompanyFlagsNote flags={loaderData.flags} />

      {loaderData.flood ? (
        <div className="grid gap-4 @4xl:grid-cols-2">
          <FloodHistogram days={loaderData.flood.histogram} />
          <FloodMetrics all={metrics} without={loaderData.flood.without} />
        </div>
      ) : null}

      {loaderData.groups.length > 0 ? (
        <section aria-labelledby="same-problem-heading" className="space-y-2">
          <h2 id="same-problem-heading" className="text-lg font-semibold">
            Same problem, reported by several people
          </h2>
          <ul className="grid gap-2 @2xl:grid-cols-2">
            {loaderData.groups.map((group) => (
              <li key={group.groupId}>
                <SameProblemGroup group={group}>
                  <Link
                    to={`/complaint/${group.sample.id}`}
                    className="line-clamp-2 text-xs break-words text-brand-700 underline"
                  >
                    {group.sample.text}
                  </Link>
                </SameProblemGroup>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* Narrow (phones, and up to 896 px of page): the claim card, About, the trending issues
          and the badge, then the complaints; they are short, and a phone reaches them without
          scrolling past every card. Wider: the complaints on the left, the rest on the right. */}
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4 @4xl:col-start-2 @4xl:row-start-1">
          <CompanyManagement
            company={company}
            pendingClaim={loaderData.pendingClaim}
            member={loaderData.isMember ? loaderData.quota : null}
          />
          <CompanySidebar company={company} trendingIssues={metrics.trendingIssues} />
        </div>
        <Tabs.Root defaultValue="complaints" className="min-w-0 @4xl:col-start-1 @4xl:row-start-1">
          <Tabs.List
            aria-label="Company sections"
            className="mb-4 inline-flex rounded-lg bg-neutral-100 p-1"
          >
            <Tabs.Trigger
              value="complaints"
              className="rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm"
            >
              Complaints ({company.totalComplaints})
            </Tabs.Trigger>
            <Tabs.Trigger
              value="analytics"
              className="rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm"
            >
              Analytics
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="complaints" className="space-y-4">
            <ComplaintFilters />
            <div className={navigation.state === "loading" ? "opacity-60" : undefined}>
              <ComplaintFeed
                key={loaderData.pageUrl + (feed.items[0]?.id ?? "")}
                initial={feed}
                now={now}
                pageUrl={loaderData.pageUrl}
                variant="company"
                actionsFor={
                  loaderData.isMember
                    ? (complaint) =>
                        // A member's own complaint is not theirs to answer (the server refuses).
                        complaint.author.id === loaderData.viewerId ? null : (
                          <div className="flex flex-wrap items-start gap-2">
                            <MemberActions
                              complaint={complaint}
                              remaining={loaderData.quota.remaining}
                              quota={loaderData.quota.quota}
                            />
                            <ReportExtortionLink complaintId={complaint.id} />
                          </div>
                        )
                    : undefined
                }
                empty={{ title: "No complaints found with the selected filters." }}
              />
            </div>
          </Tabs.Content>
          <Tabs.Content value="analytics">
            <AnalyticsTab slug={company.slug} claimed={company.claimed} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: companyError }} fallback={companyError} />;
}

export const handle: ErrorScreenHandle = { errorScreen: companyError };
