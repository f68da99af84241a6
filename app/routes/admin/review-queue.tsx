import { Fragment, type ReactNode } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { Panel } from "~/components/ui/panel";
import { useActionToast } from "~/lib/use-action-toast";
import { EmptyQueue } from "./queue-item";
import type { AdminAnswer } from "./route";

/** The fetcher a queue's cards post their decisions through. */
export type DecisionFetcher = FetcherWithComponents<AdminAnswer>;

/**
 * One admin review queue (appeals, extortion reports and their appeals, reported complaints,
 * refunds): its heading and what lands in it, the cards or the sentence of an empty queue, and
 * what comes after them (the report queue's pages). One fetcher serves the whole queue: a decided
 * card leaves the list with the fresh data, so the toast has to be told by something that stays on
 * the page. Each card is a real form, so a decision works without JavaScript. Without a heading
 * the queue is only its list (the Refunds tab, whose tab names it).
 */
export function ReviewQueue<T>({
  heading,
  headingId,
  intro,
  empty,
  items,
  itemKey,
  card,
  footer,
}: {
  heading?: ReactNode;
  headingId?: string;
  intro?: ReactNode;
  empty: ReactNode;
  items: readonly T[];
  itemKey: (item: T) => string;
  card: (item: T, fetcher: DecisionFetcher) => ReactNode;
  footer?: ReactNode;
}) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const list =
    items.length === 0 ? (
      <EmptyQueue>{empty}</EmptyQueue>
    ) : (
      <ul className="space-y-3">
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{card(item, fetcher)}</Fragment>
        ))}
      </ul>
    );
  if (heading === undefined) return list;
  return (
    <Panel id={headingId} className="space-y-3" heading={heading}>
      {intro ? <p className="text-xs text-neutral-600">{intro}</p> : null}
      {list}
      {footer}
    </Panel>
  );
}

/**
 * A queued item's card: a bordered white box, its parts `gap` apart (the small cards a little
 * closer), named by `testId` for the journeys.
 */
export function QueueCard({
  testId,
  tight = false,
  className = "",
  children,
}: {
  testId: string;
  tight?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      className={`${tight ? "space-y-2" : "space-y-3"} rounded-xl border border-neutral-200 bg-white p-4${className ? ` ${className}` : ""}`}
      data-testid={testId}
    >
      {children}
    </li>
  );
}
