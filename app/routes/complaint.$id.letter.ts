import { authorFacts, letterDocument, letterInputOf } from "@worker/services/letters/letters";
import type { Route } from "./+types/complaint.$id.letter";
import { authorDocument, noSuchDocument } from "./complaint/escalation-file.server";

/**
 * GET /complaint/{id}/letter (decision 047): the author's letter before action, a whole
 * HTML document with a print stylesheet and no script, in the request's language; `?place=` picks
 * another place's letter (uk, tr, es, us, eu). Signed in and the complaint's author only: anyone
 * else gets 404, as if there were no such letter (like the deadlines calendar, decision 044).
 * Private, never cached.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const facts = await authorFacts(context.db, params.id, context.user?.id ?? null);
  const input = facts
    ? letterInputOf(facts, {
        locale: context.locale,
        place: new URL(request.url).searchParams.get("place"),
        now: Date.now(),
        publicHost: context.config.publicHost,
      })
    : null;
  if (!input) return noSuchDocument("No such letter.");
  return authorDocument(letterDocument(input));
}
