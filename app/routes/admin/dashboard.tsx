import type { ComponentProps } from "react";
import { useSearchParams } from "react-router";
import * as Tabs from "~/components/ui/tabs";
import { usePageMessages } from "~/i18n/page-messages";
import { ClaimsPanel } from "./claims-panel";
import { ContactsPanel } from "./contacts-panel";
import { EntitiesPanel } from "./entities-panel";
import { FloodPanel } from "./flood-panel";
import { JobsPanel } from "./jobs-panel";
import { MessagesPanel } from "./messages-panel";
import { ModerationPanel } from "./moderation-panel";
import { OutcomesPanel } from "./outcomes-panel";
import { RefundsPanel } from "./refunds-panel";
import { StatCards } from "./stat-cards";
import { UsersTable } from "./users-table";

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm";

type Table = ComponentProps<typeof UsersTable>;

/**
 * The Superadmin Dashboard: stat cards and the Users, Moderation, Claims, Refunds, Messages,
 * Unusual activity and Jobs tabs.
 */
export function AdminDashboard({
  tab,
  stats,
  users,
  ask,
  query,
  page,
  viewerId,
  blockable,
  appeals,
  reported,
  reports,
  extortion,
  extortionAppeals,
  afterCursor,
  claims,
  entities,
  contacts,
  refundReviews,
  outcomeReviews,
  messages,
  jobs,
  floodWindows,
  now,
}: {
  tab: string;
  stats: ComponentProps<typeof StatCards>["stats"];
  users: { rows: Table["users"]; hasMore: boolean } | null;
  ask: Table["ask"];
  query: string;
  page: number;
  viewerId: string;
  blockable: ComponentProps<typeof ModerationPanel>["blockable"];
  appeals: ComponentProps<typeof ModerationPanel>["appeals"];
  reported: number;
  reports: ComponentProps<typeof ModerationPanel>["reports"];
  extortion: ComponentProps<typeof ModerationPanel>["extortion"];
  extortionAppeals: ComponentProps<typeof ModerationPanel>["extortionAppeals"];
  afterCursor: string | null;
  claims: ComponentProps<typeof ClaimsPanel>["claims"];
  entities: ComponentProps<typeof EntitiesPanel>["entities"];
  contacts: ComponentProps<typeof ContactsPanel>["contacts"];
  refundReviews: ComponentProps<typeof RefundsPanel>["refunds"];
  outcomeReviews: ComponentProps<typeof OutcomesPanel>["outcomes"];
  messages: Omit<ComponentProps<typeof MessagesPanel>, "now">;
  jobs: ComponentProps<typeof JobsPanel>["jobs"];
  floodWindows: ComponentProps<typeof FloodPanel>["windows"];
  now: number;
}) {
  const [, setSearchParams] = useSearchParams();
  const troubled = jobs.filter((job) => job.late || job.lastOutcome === "failed").length;
  const { t, number } = usePageMessages("admin");
  const count = (value: number) => ({ count: number(value) });
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <StatCards stats={stats} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setSearchParams({ tab: value }, { preventScrollReset: true, replace: true })
        }
      >
        <Tabs.List
          aria-label={t("tabs.label")}
          className="mb-4 inline-flex flex-wrap rounded-lg bg-neutral-100 p-1"
        >
          <Tabs.Trigger value="users" href="?tab=users" className={tabClass}>
            {t("tabs.users")}
          </Tabs.Trigger>
          <Tabs.Trigger value="moderation" href="?tab=moderation" className={tabClass}>
            {t("tabs.moderation", count(reported))}
          </Tabs.Trigger>
          <Tabs.Trigger value="claims" href="?tab=claims" className={tabClass}>
            {t("tabs.claims", count(claims.length + contacts.length))}
          </Tabs.Trigger>
          <Tabs.Trigger value="refunds" href="?tab=refunds" className={tabClass}>
            {t("tabs.refunds", count(refundReviews.length))}
          </Tabs.Trigger>
          <Tabs.Trigger value="messages" href="?tab=messages" className={tabClass}>
            {t("tabs.messages", count(messages.newCount))}
          </Tabs.Trigger>
          <Tabs.Trigger value="flood" href="?tab=flood" className={tabClass}>
            {t("tabs.flood", count(floodWindows.filter((w) => w.state === "open").length))}
          </Tabs.Trigger>
          <Tabs.Trigger value="jobs" href="?tab=jobs" className={tabClass}>
            {troubled > 0 ? t("tabs.jobsFailing", count(troubled)) : t("tabs.jobs")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          {users ? (
            <UsersTable
              users={users.rows}
              hasMore={users.hasMore}
              viewerId={viewerId}
              query={query}
              page={page}
              ask={ask}
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="moderation">
          <ModerationPanel
            blockable={blockable}
            appeals={appeals}
            query={query}
            reports={reports}
            extortion={extortion}
            extortionAppeals={extortionAppeals}
            reported={reported}
            paged={afterCursor !== null}
            now={now}
          />
        </Tabs.Content>
        <Tabs.Content value="claims">
          <div className="space-y-6">
            <ClaimsPanel claims={claims} now={now} />
            <ContactsPanel contacts={contacts} now={now} />
            <EntitiesPanel entities={entities} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="refunds">
          <RefundsPanel refunds={refundReviews} now={now} />
          <OutcomesPanel outcomes={outcomeReviews} />
        </Tabs.Content>
        <Tabs.Content value="messages">
          <MessagesPanel
            fresh={messages.fresh}
            handled={messages.handled}
            newCount={messages.newCount}
            now={now}
          />
        </Tabs.Content>
        <Tabs.Content value="flood">
          <FloodPanel windows={floodWindows} now={now} />
        </Tabs.Content>
        <Tabs.Content value="jobs">
          <JobsPanel jobs={jobs} />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
