import type { ResponseCategory } from "@shared/response-category";
import { companyAnalytics } from "@worker/services/companies/analytics";
import { MailCheck } from "lucide-react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { CompanyFlagsNote } from "~/components/company/company-flags";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { SameProblemGroup } from "~/components/complaint/same-problem-group";
import { type ErrorScreenHandle, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Panel } from "~/components/ui/panel";
import * as Tabs from "~/components/ui/tabs";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { type Answer, signedInAction } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { lazyAfterServer } from "~/lib/lazy-after-server";
import { errorTitle, pageMeta, publicOrigin } from "~/lib/meta";
import { companyPageMeta } from "~/lib/structured-data";
import type { Route } from "./+types/route";
import { companyIntent, signInToast } from "./actions.server";
import { AnswersAndVerdicts } from "./answers-verdicts";
import { companyError } from "./company-error";
import { CompanyHeader } from "./company-header";
import { CompanyManagement, CompanySidebar } from "./company-sidebar";
import { ComplaintFilters } from "./complaint-filters";
import { EntityPanel } from "./entity-panel";
import { EscalationOutcomesPanel } from "./escalation-outcomes-panel";
import { failure } from "./failures";
import { filedLine } from "./filed.server";
import { FloodBanner } from "./flood-banner";
import { FloodHistogram } from "./flood-histogram";
import { FloodMetrics } from "./flood-metrics";
import { MetricCards } from "./metric-cards";
import { loadCompanyPage } from "./page.server";
import { PledgePanel } from "./pledge-panel";

/**
 * The members' tools: a chunk only members' pages load (decision 059). The server renders them in the
 * document itself (a page without scripts still has every form); the browser hydrates them once
 * their chunk arrives, keeping the server's HTML until then.
 */
const MemberTools = lazyAfterServer("member-tools", () => import("./member-tools"));
/** The Analytics tab: loaded when it opens (decision 059). */
const AnalyticsTab = lazyAfterServer("analytics-tab", () => import("./analytics-tab"));

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta(matches, {
        ...companyPageMeta(loaded.company, publicOrigin(matches), {
          average: loaded.metrics.averageScore,
          count: loaded.metrics.scoresGiven,
        }),
        // An unused page (no complaint, not claimed) is in no list; search engines skip it too.
        noindex: loaded.company.totalComplaints === 0 && !loaded.company.claimed,
        feed: {
          title: `Complaints about ${loaded.company.name} on UCK`,
          scope: { kind: "company", slug: loaded.company.slug },
        },
      })
    : errorTitle(matches, "meta.companyNotFound");

/** The company and everything its page shows (company/page.server.ts). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadCompanyPage(request, params.slug, context);
  // The Analytics tab opened by its address (its link without JavaScript): the page brings its
  // weeks, as a claimed page's /analytics would.
  const tab =
    new URL(request.url).searchParams.get("tab") === "analytics" ? "analytics" : "complaints";
  const analytics =
    tab === "analytics" && page.company.claimed
      ? await companyAnalytics(context.db, page.company.id, page.now)
      : null;
  // The person's new complaint, after filing: whether the company was told (spec 1 §4 lands here).
  const filed = await filedLine(request, context, page.company.id, page.now);
  return {
    ...page,
    tab,
    analytics,
    filed,
    pageMessages: pageMessages("company", context.locale),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

/** The company page's answer: a follow says whether it follows now, a claim whether it was mailed. */
/** What a refused answer had typed, for the form posted without JavaScript (decision 041). */
export type TypedAnswer = {
  complaintId: string;
  text: string;
  category: ResponseCategory | "";
  reimbursement: string;
  refundAmount: string;
  refundCurrency: string;
  refundDue: string;
};
export type CompanyAnswer = Answer<{ following: boolean; mailed: boolean; draft: TypedAnswer }>;

/**
 * Follow, claim, respond, resolve, a suggested address and a new refund (company/actions.server.ts),
 * each for the signed-in actor, whom the kit asks to sign in first with the intent's toast.
 */
export const action = (args: Route.ActionArgs) =>
  signedInAction<Route.ActionArgs, { following: boolean; mailed: boolean; draft: TypedAnswer }>(
    // The page's own sign-in words in the request's language.
    {
      name: "company_action",
      failure,
      signIn: signInToast(args.context.locale),
      stayOnPage: true,
    },
    companyIntent,
  )(args);

/** A request that never reaches the server answers like a failure: the page stays. */
export const clientAction = keepPageOnFailure<typeof action>(failure);

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, feed, metrics, now } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { t } = usePageMessages("company");
  // The tabs' own addresses (their links without JavaScript): the complaints keep the filters.
  const complaintsHref = tabHref(params, null);
  const analyticsHref = tabHref(params, "analytics");
  return (
    // The page's columns follow the width it has (a container), not the window's: the sidebar
    // open at 1024 px leaves 736 px, which holds one column (decision 022).
    <main className="@container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <CompanyHeader company={company} />

      {loaderData.flood?.banner ? <FloodBanner banner={loaderData.flood.banner} /> : null}

      <MetricCards metrics={metrics} company={company.name} />
      <AnswersAndVerdicts metrics={metrics} company={company.name} />
      {company.claimed ? (
        <PledgePanel company={company.name} pledge={loaderData.pledge} owner={loaderData.isOwner} />
      ) : null}
      <EscalationOutcomesPanel company={company.name} outcomes={loaderData.escalationOutcomes} />
      <CompanyFlagsNote flags={loaderData.flags} />

      {loaderData.flood ? (
        <div className="grid gap-4 @4xl:grid-cols-2">
          <FloodHistogram days={loaderData.flood.histogram} />
          {loaderData.flood.without ? (
            <FloodMetrics all={metrics} without={loaderData.flood.without} />
          ) : null}
        </div>
      ) : null}

      {loaderData.groups.length > 0 ? (
        <Panel
          id="same-problem-heading"
          className="space-y-2"
          headingClassName="text-lg font-semibold"
          heading={t("company.sameProblem")}
        >
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
        </Panel>
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
          <EntityPanel
            entity={loaderData.legalEntity}
            waiting={loaderData.waitingEntity}
            entry={loaderData.entityEntry}
          />
          <CompanySidebar
            company={company}
            trendingIssues={metrics.trendingIssues}
            pledged={loaderData.pledge !== null}
            years={loaderData.archiveYears}
          />
        </div>
        <Tabs.Root
          defaultValue={loaderData.tab}
          className="min-w-0 @4xl:col-start-1 @4xl:row-start-1"
        >
          <Tabs.List
            aria-label={t("company.sections")}
            className="mb-4 inline-flex rounded-lg bg-neutral-100 p-1"
          >
            <Tabs.Trigger
              value="complaints"
              href={complaintsHref}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm"
            >
              {t("company.complaintsTab", { count: company.totalComplaints })}
            </Tabs.Trigger>
            <Tabs.Trigger
              value="analytics"
              href={analyticsHref}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm"
            >
              {t("company.analyticsTab")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="complaints" className="space-y-4">
            {loaderData.filed ? (
              <p
                className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-neutral-800"
                data-testid="filed-reach"
              >
                <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                <span className="min-w-0 flex-1">{loaderData.filed.line}</span>
                <Link
                  to={`/complaint/${loaderData.filed.id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t("company.filedOpen")}
                </Link>
              </p>
            ) : null}
            <ComplaintFilters />
            <div className={navigation.state === "loading" ? "opacity-60" : undefined}>
              <ComplaintFeed
                key={loaderData.pageUrl + (unpackCards(feed.items)[0]?.id ?? "")}
                initial={feed}
                now={now}
                pageUrl={loaderData.pageUrl}
                variant="company"
                actionsFor={
                  loaderData.isMember
                    ? (complaint) =>
                        // A member's own complaint is not theirs to answer (the server refuses).
                        complaint.author.id === loaderData.viewerId ? null : (
                          <ChunkBoundary
                            failed={
                              <p className="text-sm text-red-700" role="alert">
                                {t("company.toolsFailed")}
                              </p>
                            }
                          >
                            <MemberTools
                              complaint={complaint}
                              remaining={loaderData.quota?.remaining ?? null}
                              quota={loaderData.quota?.quota ?? null}
                            />
                          </ChunkBoundary>
                        )
                    : undefined
                }
                empty={{ title: t("company.noComplaintsFiltered") }}
              />
            </div>
          </Tabs.Content>
          <Tabs.Content value="analytics">
            <ChunkBoundary failed={<p role="alert">{t("company.toolsFailed")}</p>}>
              <AnalyticsTab
                slug={company.slug}
                claimed={company.claimed}
                initial={loaderData.analytics}
              />
            </ChunkBoundary>
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </main>
  );
}

/** This page's address with `tab` set (or left out for the first tab), its other parameters kept. */
function tabHref(params: URLSearchParams, tab: string | null) {
  const next = new URLSearchParams(params);
  if (tab) next.set("tab", tab);
  else next.delete("tab");
  // A later page of the list is not the tab's start.
  next.delete("cursor");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: companyError }} fallback={companyError} />;
}

export const handle: ErrorScreenHandle = { errorScreen: companyError };
