import { isRouteErrorResponse, useNavigation } from "react-router";
import { ComplaintFeed } from "~/components/complaint/complaint-feed";
import { listFeed } from "../../worker/services/complaints/feed";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const feed = await listFeed(context.db, { viewerId: context.user?.id ?? null });
  return { feed, now: Date.now() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname === "/";
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">All Complaints</h1>
      {refreshing ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-neutral-600">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-neutral-300 border-t-brand-500 motion-reduce:animate-none"
          />
          Loading...
        </p>
      ) : null}
      <ComplaintFeed
        key={loaderData.feed.items[0]?.id ?? "empty"}
        initial={loaderData.feed}
        now={loaderData.now}
        pageUrl="/feed"
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? error.statusText || `Error ${error.status}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <p role="alert" className="font-semibold text-red-700">
        Error loading complaints: {message}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white"
      >
        Try Again
      </button>
    </main>
  );
}
