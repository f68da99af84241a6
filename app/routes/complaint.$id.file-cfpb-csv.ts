import type { Route } from "./+types/complaint.$id.file-cfpb-csv";
import { cfpbDownload } from "./complaint.$id.file-cfpb.server";

/** GET /complaint/{id}/file.cfpb.csv: the same record as the CFPB's CSV (header row, one row). */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  cfpbDownload(context, params.id, "csv");
