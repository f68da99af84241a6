import { fileForViewer } from "@worker/services/escalation/file-access";
import type { Route } from "./+types/complaint.$id.file-json";

/**
 * GET /complaint/{id}/file.json: the escalation file (worker/services/escalation/file-schema.ts).
 * The complainant's own copy is private (no-store); the public copy may be cached briefly.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await fileForViewer(
    {
      db: context.db,
      images: context.buckets.complaintImages,
      publicHost: context.config.publicHost,
      config: context.config,
    },
    params.id,
    context.user?.id ?? null,
    Date.now(),
  );
  if (!found) {
    return Response.json({ error: "No such complaint." }, { status: 404 });
  }
  return new Response(JSON.stringify(found.file, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `inline; filename="uck-complaint-${params.id}.json"`,
      "Cache-Control": found.copy === "author" ? "private, no-store" : "public, max-age=60",
      Vary: "Cookie",
    },
  });
}
