import { formatDate } from "@shared/format";
import { complaints } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { reachFactsQuery, reachStatus } from "@worker/services/outreach/status";
import { and, eq } from "drizzle-orm";
import { say } from "~/i18n/say.server";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * After filing, the person lands on the company's page (spec 1 §4) with `?filed={id}`: at the
 * top of the list, whether and when the company was told of their new complaint, the complaint
 * page's line (outreach/status.ts) said in the request's language. Only for its author, only on
 * its own company's page; anyone else, or any other id, gets nothing.
 */
export async function filedLine(
  request: Request,
  context: UckLoadContext,
  companyId: string,
  now: number,
): Promise<{ id: string; line: string } | null> {
  // Only its author sees the line: a visitor's page reads nothing more.
  if (!context.user) return null;
  const id = new URL(request.url).searchParams.get("filed") ?? "";
  if (!ID.test(id)) return null;
  const [own] = await context.db
    .select({ company: complaints.companyName })
    .from(complaints)
    .where(
      and(
        eq(complaints.id, id),
        eq(complaints.userId, context.user.id),
        eq(complaints.companyId, companyId),
      ),
    )
    .limit(1);
  if (!own) return null;
  const [facts] = await reachFactsQuery(context.db, id, now);
  if (!facts) return null;
  const reach = reachStatus(facts, context.config, now);
  const { locale } = context;
  const company = own.company;
  const line = reach.sent
    ? say(locale, "reach.sent", {
        values: {
          company,
          // As the complaint page says it: the day on UTC's calendar.
          day: formatDate(reach.at, locale, "UTC", { dateStyle: "long" }),
          via: say(locale, `reach.via.${reach.via}`),
        },
      })
    : say(locale, "reach.notSent", {
        values: {
          company,
          reason: say(locale, `reach.why.${reach.reason}`, { values: { company } }),
        },
      });
  return { id, line };
}
