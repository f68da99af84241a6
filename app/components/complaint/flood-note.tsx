import { FLOOD_COMPLAINT_NOTE } from "@shared/flood-guard";
import { Link } from "react-router";

/** A complaint filed inside an open window of unusual activity (issue 37): it stays public. */
export function FloodNote() {
  return (
    <p
      className="rounded-xl border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm text-neutral-800"
      data-testid="flood-note"
    >
      {FLOOD_COMPLAINT_NOTE}{" "}
      <Link to="/methodology#flood-guard" className="font-medium underline">
        How unusual activity is detected
      </Link>
    </p>
  );
}
