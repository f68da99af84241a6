import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dev.floor";

/**
 * The bench's floor (decision 059, docs/performance.md#the-budget): a page rendered through React
 * Router and the root layout (its loader, the shell, the catalogue script) with no data of its
 * own, so a page's time over it is what that page adds. Only on a development server and under
 * the bench (BENCH_D1_COUNT = 1); a 404 everywhere else.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Floor",
    description: "An empty page the benchmark measures pages against.",
    path: "/dev/floor",
    noindex: true,
  });

export function loader({ context }: Route.LoaderArgs) {
  if (context.config.env !== "development" && !context.config.bench) {
    throw data(null, { status: 404 });
  }
  return null;
}

export default function Floor() {
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-xl font-semibold">Floor</h1>
    </main>
  );
}
