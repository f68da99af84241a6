import { VIRAL_WINDOWS } from "@shared/discovery-options";
import {
  FeedCursorParam,
  FeedSortParam,
  FeedStatusParam,
  listFeed,
} from "@worker/services/complaints/feed";
import {
  listBookmarked,
  listTrending,
  listViral,
  RankCursorParam,
} from "@worker/services/discovery";
import { data, isRouteErrorResponse } from "react-router";
import { z } from "zod";
import { NO_CARDS } from "~/lib/card-wire";
import { packPage } from "~/lib/card-wire.server";
import type { Route } from "./+types/feed";

const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);
const FiltersSchema = z.object({
  category: text(40),
  country: text(80),
  industry: text(80),
});
const ViralWindowParam = z.enum(Object.keys(VIRAL_WINDOWS) as ["24h", "7d"]).catch("24h");

/**
 * GET /feed?cursor=…: the next page of a card list ("Show More"), its cards packed (decision 066). Filters: feed=following,
 * company, user, status, sort, category, country, industry, resolved=1; lists computed
 * elsewhere: list=bookmarked, list=viral(&window=), list=trending.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("cursor");
  const viewerId = context.user?.id ?? null;
  const list = params.get("list");
  const now = Date.now();

  if (list === "viral" || list === "trending") {
    const cursor = raw ? RankCursorParam.safeParse(raw) : null;
    if (cursor && !cursor.success) throw data({ message: "Invalid cursor" }, { status: 400 });
    return packPage(
      list === "viral"
        ? await listViral(context.db, {
            viewerId,
            window: ViralWindowParam.parse(params.get("window") ?? undefined),
            cursor: cursor?.data ?? null,
            now,
          })
        : await listTrending(context.db, { viewerId, cursor: cursor?.data ?? null, now }),
    );
  }

  const cursor = raw ? FeedCursorParam.safeParse(raw) : null;
  if (cursor && !cursor.success) throw data({ message: "Invalid cursor" }, { status: 400 });
  if (list === "bookmarked") {
    if (!viewerId) throw data({ message: "Please sign in." }, { status: 401 });
    return packPage(await listBookmarked(context.db, viewerId, cursor?.data ?? null));
  }
  const filters = FiltersSchema.parse({
    category: params.get("category") ?? undefined,
    country: params.get("country") ?? undefined,
    industry: params.get("industry") ?? undefined,
  });
  const page = await listFeed(context.db, {
    viewerId,
    cursor: cursor?.data,
    following: params.get("feed") === "following",
    companyId: params.get("company")?.slice(0, 64) || undefined,
    userId: params.get("user")?.slice(0, 64) || undefined,
    status: FeedStatusParam.parse(params.get("status") ?? undefined),
    sort: FeedSortParam.parse(params.get("sort") ?? undefined),
    confirmedResolved: params.get("resolved") === "1",
    ...filters,
  });
  return packPage(page);
}

/**
 * In the browser: a next page whose request fails (the network dropped, a 5xx) answers as a page
 * that failed, so the list keeps the cards it shows and offers to try again.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (thrown) {
    if (isRouteErrorResponse(thrown) && thrown.status < 500) throw thrown;
    return { items: NO_CARDS, nextCursor: null, failed: true as const };
  }
}
