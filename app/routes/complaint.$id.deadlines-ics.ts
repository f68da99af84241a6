import { clocksCalendar } from "@worker/services/complaints/calendar";
import { authorClocks } from "@worker/services/complaints/clocks";
import { say } from "~/i18n/say.server";
import type { Route } from "./+types/complaint.$id.deadlines-ics";

/**
 * GET /complaint/{id}/deadlines.ics: the author's statutory deadlines as a calendar file
 * (decision 044). Signed in and the complaint's author only; anyone else gets 404, as if there
 * were no such file. Private, never cached. No token URL for subscription (decision 044).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const now = Date.now();
  const clocks = await authorClocks(context.db, params.id, context.user?.id ?? null, now);
  if (!clocks) {
    return new Response("No such calendar.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const locale = context.locale;
  const host = context.config.publicHost;
  const url = `${host}/complaint/${params.id}`;
  const day = (ymd: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${ymd}T00:00:00Z`),
    );
  const body = clocksCalendar(
    clocks,
    {
      name: say(locale, "clocks.calendarName", { values: { company: clocks.company } }),
      title: (clock) => say(locale, `clocks.rule.${clock.id}.title`),
      whatToDo: (clock) => say(locale, `clocks.rule.${clock.id}.do`),
      source: (clock) =>
        say(locale, "clocks.source", { values: { law: clock.law, date: day(clock.checked) } }),
      unverified: say(locale, "clocks.unverified"),
      link: say(locale, "clocks.calendarLink", { values: { url } }),
    },
    url,
    new URL(host).hostname,
    now,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="uck-deadlines-${params.id}.ics"`,
      "Cache-Control": "private, no-store",
      Vary: "Cookie",
    },
  });
}
