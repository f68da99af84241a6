import { data } from "react-router";
import {
  FeedCursorParam,
  FeedSortParam,
  FeedStatusParam,
  listFeed,
} from "../../worker/services/complaints/feed";
import type { Route } from "./+types/feed";

/** GET /feed?cursor=…[&feed=following][&company=id]: the next page of a card list ("Show More"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("cursor");
  const cursor = raw ? FeedCursorParam.safeParse(raw) : null;
  if (cursor && !cursor.success) throw data({ message: "Invalid cursor" }, { status: 400 });
  return listFeed(context.db, {
    viewerId: context.user?.id ?? null,
    cursor: cursor?.data,
    following: params.get("feed") === "following",
    companyId: params.get("company")?.slice(0, 64) || undefined,
    userId: params.get("user")?.slice(0, 64) || undefined,
    status: FeedStatusParam.parse(params.get("status") ?? undefined),
    sort: FeedSortParam.parse(params.get("sort") ?? undefined),
  });
}
