import { type PackedFeedPage, unpackCards } from "~/lib/card-wire";
import { ComplaintFeed } from "../complaint/complaint-feed";
import { DiscoveryHeader, SignInPrompt } from "./discovery-header";

/**
 * A discovery page that is one card list: its heading and the cards with "Show More" from
 * `pageUrl`. Pages about the visitor's own things pass `signIn` and `feed: null` for visitors.
 */
export function DiscoveryFeedPage({
  path,
  title,
  description,
  feed,
  now,
  pageUrl,
  empty,
  signIn,
  signInLinks,
  children,
}: {
  path: string;
  /** The heading, when the page gives it in its language (else the navigation's label). */
  title?: string;
  description: string;
  /** The list as the loader sent it, its cards packed (decision 066). */
  feed: PackedFeedPage | null;
  now: number;
  pageUrl: string;
  empty?: { title: string; text?: string };
  signIn?: string;
  signInLinks?: { login: string; register: string };
  /** Shown between the heading and the cards (the resolved page's money returned). */
  children?: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path={path} title={title} description={description} />
      {children}
      {feed ? (
        <ComplaintFeed
          key={unpackCards(feed.items)[0]?.id ?? "empty"}
          initial={feed}
          now={now}
          pageUrl={pageUrl}
          empty={empty}
        />
      ) : (
        <SignInPrompt text={signIn ?? "Please sign in."} redirectTo={path} links={signInLinks} />
      )}
    </main>
  );
}
