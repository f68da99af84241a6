import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/meta";
import { navItem } from "~/lib/navigation";
import type { Route } from "./+types/placeholder";

/** One module serves every navigation route that is not built yet (see app/routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const item = navItem(pathname.replace(/\/+$/, "") || "/");
  if (!item?.filteredBy) throw data(null, { status: 404 });
  return {
    path: item.path,
    title: item.label,
    description: item.description,
    filteredBy: item.filteredBy,
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  page
    ? pageMeta(matches, {
        title: page.title,
        description: page.description,
        path: page.path,
        noindex: true,
      })
    : [{ title: "Page not found · UCK" }];

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage title={loaderData.title} filteredBy={loaderData.filteredBy} />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
