import { data } from "react-router";
import { FeedCursorParam, listFeed } from "../../worker/services/complaints/feed";
import type { Route } from "./+types/feed";

/** GET /feed?cursor=…: the next page of the home feed for "Show More Complaints". */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("cursor");
  const cursor = raw ? FeedCursorParam.safeParse(raw) : null;
  if (cursor && !cursor.success) throw data({ message: "Invalid cursor" }, { status: 400 });
  return listFeed(context.db, { viewerId: context.user?.id ?? null, cursor: cursor?.data });
}
