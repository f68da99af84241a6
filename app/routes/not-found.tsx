import { data } from "react-router";
import { alwaysNotFound, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { NotFound } from "~/components/not-found";
import { errorTitle } from "~/lib/meta";
import type { Route } from "./+types/not-found";

// Matching unknown paths with a route (rather than no route at all) lets the root loader run,
// so the page hydrates with the same data as every other page.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => errorTitle(matches, "meta.notFound");

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary fallback={alwaysNotFound} />;
}
