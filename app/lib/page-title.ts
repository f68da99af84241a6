import { useLocation, useMatches } from "react-router";
import { navItem } from "./navigation";

/** The top bar's title: a route's `handle.title`, else the navigation label of the path. */
export function usePageTitle(): string | null {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (const match of [...matches].reverse()) {
    const handle = match.handle;
    if (typeof handle === "object" && handle !== null && "title" in handle) {
      if (typeof handle.title === "string") return handle.title;
    }
  }
  return navItem(pathname)?.label ?? null;
}
