import type { Route } from "./+types/complaint.$id.file-json";
import { copyCaching, escalationFileFor } from "./complaint/escalation-file.server";

/**
 * GET /complaint/{id}/file.json: the escalation file (worker/services/escalation/file-schema.ts).
 * The complainant's own copy is private (no-store); the public copy may be cached briefly.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await escalationFileFor(context, params.id);
  if (!found) {
    return Response.json({ error: "No such complaint." }, { status: 404 });
  }
  return new Response(JSON.stringify(found.file, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `inline; filename="uck-complaint-${params.id}.json"`,
      ...copyCaching(found.copy),
    },
  });
}
