import { listOutbox } from "@worker/services/dev-mailbox";
import { Fragment } from "react";
import type { Route } from "./+types/dev.mailbox";
import { developmentOnly, devToolMeta } from "./dev-tool";

export const meta: Route.MetaFunction = devToolMeta(
  "Local mailbox",
  "Mail sent by the local development server.",
  "/dev/mailbox",
);

/** Development only: the mail the outbox transport "sent", so links can be followed locally. */
export async function loader({ context }: Route.LoaderArgs) {
  developmentOnly(context.config.env);
  return { messages: await listOutbox(context.db), publicHost: context.config.publicHost };
}

const URL_PATTERN = /https?:\/\/[^\s]+/g;

/**
 * Mail links are built from PUBLIC_HOST; a dev server on another port (the browser tests) opens
 * them on itself, so a link to PUBLIC_HOST becomes a path here. The text shows what was mailed.
 */
function hrefOf(url: string, publicHost: string) {
  return url.startsWith(`${publicHost}/`) ? url.slice(publicHost.length) : url;
}

/** Text with its URLs as links; each part is keyed by its offset in the text. */
function Linkified({ text, publicHost }: { text: string; publicHost: string }) {
  const parts: { offset: number; text: string; url: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last)
      parts.push({ offset: last, text: text.slice(last, match.index), url: false });
    parts.push({ offset: match.index, text: match[0], url: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ offset: last, text: text.slice(last), url: false });
  return (
    <>
      {parts.map((part) =>
        part.url ? (
          <a
            key={part.offset}
            href={hrefOf(part.text, publicHost)}
            className="break-all text-brand-600 underline"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={part.offset}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Local mailbox</h1>
      <p className="text-sm text-neutral-600">
        Mail sent through the outbox transport (MAIL_TRANSPORT=outbox), newest first. Only in
        development.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-8 text-center text-neutral-600">
          No mail yet.
        </p>
      ) : (
        <ul className="space-y-3">
          {loaderData.messages.map((message) => (
            <li
              key={message.id}
              className="rounded-lg border border-neutral-200 bg-white p-4"
              data-testid="mail"
            >
              <p className="text-xs text-neutral-500">
                To <span data-testid="mail-to">{message.to}</span> ·{" "}
                {new Date(message.createdAt).toISOString()} · {message.status}
              </p>
              <p className="font-semibold">{message.subject}</p>
              {Object.entries(message.headers ?? {}).map(([name, value]) => (
                <p
                  key={name}
                  className="text-xs break-all text-neutral-500"
                  data-testid="mail-header"
                >
                  {name}: {value}
                </p>
              ))}
              <p className="mt-2 text-sm whitespace-pre-wrap">
                <Linkified text={message.text} publicHost={loaderData.publicHost} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
