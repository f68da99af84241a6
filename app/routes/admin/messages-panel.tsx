import { CONTACT_TOPICS } from "@shared/content/help";
import type { ContactMessageItem } from "@worker/services/contact";
import { CheckCircle2, Mail } from "lucide-react";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { useInSentence } from "./queue-item";
import type { AdminAnswer } from "./route";

/** A message's topic as the help form's select says it, in the page's language. */
const topicKey = (topic: string) =>
  CONTACT_TOPICS.find((known) => known === topic) ? (`topic.${topic}` as const) : null;

function MessageCard({
  item,
  now,
  fetcher,
}: {
  item: ContactMessageItem;
  now: number;
  fetcher?: FetcherWithComponents<AdminAnswer>;
}) {
  const busy = fetcher ? fetcher.state !== "idle" : false;
  const { t } = usePageMessages("admin");
  const when = useInSentence(now);
  const topic = topicKey(item.topic);
  return (
    <li
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="contact-message"
      data-status={item.status}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-800">
          {topic ? t(topic as `topic.${(typeof CONTACT_TOPICS)[number]}`) : item.topic}
        </span>
        <span className="font-semibold">{item.name}</span>
        <a
          href={`mailto:${item.email}`}
          className="font-mono text-xs break-all text-brand-700 hover:underline"
        >
          {item.email}
        </a>
        {item.username ? (
          <Link to={`/u/${item.username}`} className="text-xs text-neutral-600 hover:underline">
            @{item.username}
          </Link>
        ) : null}
        <span className="text-xs text-neutral-600">
          · <RelativeTime at={item.createdAt} now={now} />
        </span>
      </div>
      <p className="text-sm whitespace-pre-line break-words">{item.message}</p>
      {fetcher ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="handle-message" />
          <input type="hidden" name="messageId" value={item.id} />
          <Button disabled={busy}>{t("messages.markHandled")}</Button>
        </fetcher.Form>
      ) : (
        <p className="inline-flex items-center gap-1 text-xs text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />{" "}
          {item.handledAt
            ? t("messages.handledWhen", { when: when(item.handledAt) })
            : t("messages.handled")}
        </p>
      )}
    </li>
  );
}

/** The Messages tab: what people sent from /help, new ones first, with "Mark handled". */
export function MessagesPanel({
  fresh,
  handled,
  newCount,
  now,
}: {
  fresh: ContactMessageItem[];
  handled: ContactMessageItem[];
  newCount: number;
  now: number;
}) {
  // One fetcher for the whole list: a handled card moves to the other list with the fresh data,
  // so the toast has to be told by something that stays on the page.
  const handle = useFetcher<AdminAnswer>();
  useActionToast(handle);
  const { t, number } = usePageMessages("admin");
  return (
    <div className="space-y-6">
      <section className="space-y-3">
        <h2 className="font-semibold">{t("messages.newHeading", { count: number(newCount) })}</h2>
        {fresh.length === 0 ? (
          <p className="flex items-center justify-center gap-2 rounded-xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">
            <Mail aria-hidden="true" className="size-4" /> {t("messages.none")}
          </p>
        ) : (
          <ul className="space-y-3">
            {fresh.map((item) => (
              <MessageCard key={item.id} item={item} now={now} fetcher={handle} />
            ))}
          </ul>
        )}
      </section>
      {handled.length > 0 ? (
        <section className="space-y-3">
          <h2 className="font-semibold">{t("messages.recent")}</h2>
          <ul className="space-y-3">
            {handled.map((item) => (
              <MessageCard key={item.id} item={item} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
