import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** True unless `muter` has muted `muted` (user_mutes): blocked authors, unwanted notifications. */
export const notMuted = (muter: SQLWrapper | string, muted: SQLWrapper | string): SQL =>
  sql`not exists (select 1 from user_mutes m where m.user_id = ${muter} and m.muted_user_id = ${muted})`;

/** The one filter of every list: the viewer's muted authors left out; a visitor sees all. */
export const unlessMutedBy = (viewerId: string | null, author: SQLWrapper) =>
  viewerId ? notMuted(viewerId, author) : undefined;
