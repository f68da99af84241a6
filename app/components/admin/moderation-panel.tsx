import { formatRelativeTime } from "@shared/relative-time";
import { REMOVAL_REASON_MAX } from "@shared/removals";
import type { PendingAppeal } from "@worker/services/admin/appeals";
import type { ReportedComplaint, ReportQueuePage } from "@worker/services/admin/moderation";
import type { ExtortionQueueItem } from "@worker/services/flags/extortion";
import { Flag } from "lucide-react";
import { type FetcherWithComponents, Form, Link, useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "~/routes/admin";
import { ExtortionQueue } from "./extortion-queue";
import { ReasonField } from "./reason-field";

type BlockableUser = { id: string; username: string; fullName: string };

/** The spec's Block User form: a select of users not blocked yet and a reason. */
function BlockUserForm({ users, query }: { users: BlockableUser[]; query: string }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const error =
    fetcher.data && !fetcher.data.ok
      ? (fetcher.data.error ?? fetcher.data.toast?.title)
      : undefined;
  return (
    <section className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4">
      <h2 className="font-semibold">Block User</h2>
      <Form method="get" className="flex gap-2" role="search">
        <input type="hidden" name="tab" value="moderation" />
        <label className="flex-1">
          <span className="sr-only">Narrow the list of users</span>
          <input
            name="q"
            defaultValue={query}
            placeholder="Narrow the list: username or name"
            className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={buttonSecondary}>
          Filter
        </button>
      </Form>
      <fetcher.Form method="post" className="space-y-3" key={fetcher.data?.ok ? "done" : "open"}>
        <input type="hidden" name="intent" value="block" />
        <label className="block space-y-1 text-sm">
          <span className="font-medium">User</span>
          <select
            name="userId"
            defaultValue=""
            className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2"
          >
            <option value="">Select a user</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.fullName} (@{user.username})
              </option>
            ))}
          </select>
        </label>
        <ReasonField placeholder="Why is this user blocked?" />
        {error ? (
          <p role="alert" className="text-sm text-red-700" data-testid="block-form-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {busy ? "Blocking..." : "Block User"}
        </button>
      </fetcher.Form>
    </section>
  );
}

type DecisionFetcher = FetcherWithComponents<AdminAnswer>;

function ReportCard({
  item,
  now,
  fetcher,
}: {
  item: ReportedComplaint;
  now: number;
  fetcher: DecisionFetcher;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <li
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="report-item"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          <Flag aria-hidden="true" className="size-3" /> {item.reportCount}{" "}
          {item.reportCount === 1 ? "report" : "reports"}
        </span>
        <span className="text-neutral-600">
          about {item.companyName} · first reported{" "}
          {formatRelativeTime(item.firstReportedAt, now).toLowerCase()}
        </span>
        {item.memberReportCount > 0 ? (
          <span
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            data-testid="report-from-company"
          >
            {item.memberReportCount === item.reportCount
              ? "Reported by the company's own members"
              : `${item.memberReportCount} by the company's own members`}
          </span>
        ) : null}
        {item.youngReportCount > 0 ? (
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
            {item.youngReportCount} from accounts under a day old
          </span>
        ) : null}
      </div>
      <blockquote className="border-l-4 border-neutral-200 pl-3 text-sm whitespace-pre-line break-words">
        {item.text}
      </blockquote>
      <p className="text-xs text-neutral-600">
        by {item.authorName ?? "Former user"}
        {item.authorUsername ? ` (@${item.authorUsername})` : ""} ·{" "}
        <Link to={`/complaint/${item.complaintId}`} className="text-brand-600 hover:underline">
          Open the complaint
        </Link>
      </p>
      <div>
        <p className="text-xs font-medium text-neutral-600">Reasons given</p>
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {item.reasons.map((reason, index) => (
            // Reasons can repeat word for word; their order is stable for one render.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
      </div>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="decide-report" />
        <input type="hidden" name="complaintId" value={item.complaintId} />
        <label className="block w-full space-y-1 text-sm">
          <span className="font-medium">Reason for removal (shown on its public stub)</span>
          <textarea
            name="reason"
            rows={2}
            maxLength={REMOVAL_REASON_MAX}
            placeholder="Which rule of the User Agreement it breaks"
            className="w-full rounded-md border border-neutral-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          name="outcome"
          value="kept"
          disabled={busy}
          className={buttonSecondary}
        >
          Keep
        </button>
        <button
          type="submit"
          name="outcome"
          value="removed"
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          Remove
        </button>
      </fetcher.Form>
    </li>
  );
}

/** Appeals of removals (issue 37): the removed text, the reason, the appeal; Restore or Reject. */
function AppealsList({ appeals, now }: { appeals: PendingAppeal[]; now: number }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <section className="space-y-3" aria-labelledby="appeals-heading">
      <h2 id="appeals-heading" className="font-semibold">
        Appeals of removals ({appeals.length})
      </h2>
      {appeals.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">
          No appeals waiting. An author can appeal a removal once, from its page.
        </p>
      ) : (
        <ul className="space-y-3">
          {appeals.map((appeal) => (
            <li
              key={appeal.complaintId}
              className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
              data-testid="appeal-item"
            >
              <p className="text-neutral-600">
                About {appeal.companyName} · removed{" "}
                {formatRelativeTime(appeal.removedAt, now).toLowerCase()} · appealed{" "}
                {formatRelativeTime(appeal.appealedAt, now).toLowerCase()}
              </p>
              <blockquote className="border-l-4 border-neutral-200 pl-3 whitespace-pre-line break-words">
                {appeal.text}
              </blockquote>
              <p className="break-words">
                <span className="font-medium">Reason for removal:</span> {appeal.reason}
              </p>
              <p className="break-words whitespace-pre-line">
                <span className="font-medium">The author's appeal:</span> {appeal.appealText}
              </p>
              <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="decide-appeal" />
                <input type="hidden" name="complaintId" value={appeal.complaintId} />
                <label className="block w-full space-y-1">
                  <span className="font-medium">Note (shown on the complaint's page)</span>
                  <textarea
                    name="note"
                    rows={2}
                    maxLength={REMOVAL_REASON_MAX}
                    className="w-full rounded-md border border-neutral-300 px-3 py-2"
                  />
                </label>
                <button
                  type="submit"
                  name="decision"
                  value="upheld"
                  disabled={busy}
                  className={buttonPrimary}
                >
                  Restore
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="rejected"
                  disabled={busy}
                  className={buttonSecondary}
                >
                  Reject
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Moderation tab: the Block User form and the queue of reported complaints, a page at a time. */
export function ModerationPanel({
  blockable,
  appeals,
  query,
  reports,
  reported,
  paged,
  extortion,
  now,
}: {
  extortion: ExtortionQueueItem[];
  blockable: BlockableUser[];
  appeals: PendingAppeal[];
  query: string;
  reports: ReportQueuePage;
  reported: number;
  paged: boolean;
  now: number;
}) {
  // One fetcher for the whole queue: a decided card leaves the list with the fresh data, so
  // the toast has to be told by something that stays on the page.
  const decision = useFetcher<AdminAnswer>();
  useActionToast(decision);
  const { items, next } = reports;
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <div>
        <BlockUserForm users={blockable} query={query} />
      </div>
      <div className="space-y-6">
        <AppealsList appeals={appeals} now={now} />
        <ExtortionQueue items={extortion} now={now} />
        <section className="space-y-3">
          <h2 className="font-semibold">Reported complaints ({reported})</h2>
          <p className="text-xs text-neutral-600">
            Most serious first: reports from accounts older than a day count more than those from
            new accounts or from the company's own members.
          </p>
          {items.length === 0 ? (
            <p className="rounded-xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">
              No open reports. Reports from the card menu land here.
            </p>
          ) : (
            <ul className="space-y-3">
              {items.map((item) => (
                <ReportCard key={item.complaintId} item={item} now={now} fetcher={decision} />
              ))}
            </ul>
          )}
          {next || paged ? (
            <nav aria-label="Report queue pages" className="flex gap-3 text-sm">
              {paged ? (
                <Link to="?tab=moderation" className="text-brand-600 hover:underline">
                  First page
                </Link>
              ) : null}
              {next ? (
                <Link
                  to={`?tab=moderation&after=${encodeURIComponent(next)}`}
                  className="text-brand-600 hover:underline"
                  data-testid="report-queue-next"
                >
                  Next page
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
