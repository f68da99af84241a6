import type { UckLoadContext } from "@worker/load-context";
import { cfpbCsv, cfpbRecord, isCfpbFile } from "@worker/services/escalation/cfpb";
import { copyCaching, escalationFileFor } from "./complaint/escalation-file.server";

/**
 * The escalation file as a record with the CFPB's field names (worker/services/escalation/cfpb.ts):
 * JSON or the CFPB's CSV, for a complaint whose venue is the CFPB; 404 otherwise. The author gets
 * the record of their own copy (texts as written), anyone else the public copy's.
 */
export async function cfpbDownload(
  context: UckLoadContext,
  complaintId: string,
  format: "json" | "csv",
) {
  const found = await escalationFileFor(context, complaintId);
  if (!found) return Response.json({ error: "No such complaint." }, { status: 404 });
  if (!isCfpbFile(found.file)) {
    return Response.json(
      { error: "This complaint is not about a US financial company: the CFPB does not take it." },
      { status: 404 },
    );
  }
  const record = cfpbRecord(found.file);
  const headers = {
    "Content-Disposition": `attachment; filename="uck-complaint-${complaintId}-cfpb.${format}"`,
    ...copyCaching(found.copy),
    Link: '<https://cfpb.github.io/api/ccdb/fields.html>; rel="describedby"',
  };
  return format === "json"
    ? new Response(JSON.stringify(record, null, 2), {
        headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
      })
    : new Response(cfpbCsv([record]), {
        headers: { "Content-Type": "text/csv; charset=utf-8", ...headers },
      });
}
