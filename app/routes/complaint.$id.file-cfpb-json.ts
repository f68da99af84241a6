import type { Route } from "./+types/complaint.$id.file-cfpb-json";
import { cfpbDownload } from "./complaint.$id.file-cfpb.server";

/** GET /complaint/{id}/file.cfpb.json: the file as a record with the CFPB's field names. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  cfpbDownload(context, params.id, "json");
