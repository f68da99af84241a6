import { isLetterProblem } from "@shared/letters";
import { escalationFile } from "@worker/services/escalation/file";
import { cardOf, KitQuerySchema, renderKit } from "@worker/services/letters/kit";
import { authorFacts, placeOf } from "@worker/services/letters/letters";
import type { Route } from "./+types/complaint.$id.card-kit";
import { authorDocument, escalationDeps, noSuchDocument } from "./complaint/escalation-file.server";

/**
 * GET /complaint/{id}/card-kit (decision 047): the author's card-dispute kit, a plain
 * GET form and a printable bundle for the bank, no script. Signed in and the complaint's author
 * only: anyone else gets 404. Private, never cached.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const facts = await authorFacts(context.db, params.id, context.user?.id ?? null);
  if (!facts) return noSuchDocument("No such kit.");
  const now = Date.now();
  const file = await escalationFile(escalationDeps(context), facts, "author", now);
  const { row } = facts;
  const query = KitQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const html = renderKit({
    locale: context.locale,
    today: new Date(now).toISOString().slice(0, 10),
    query,
    complaint: {
      id: row.id,
      purchaseDate: row.purchaseDate,
      problem: isLetterProblem(row.problem) ? row.problem : null,
      card: cardOf(row.payment),
      amount:
        row.disputeMinor !== null && row.disputeCurrency
          ? { minor: row.disputeMinor, currency: row.disputeCurrency }
          : null,
      place: placeOf(facts),
    },
    file,
  });
  return authorDocument(html);
}
