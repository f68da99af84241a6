import { floodBanner } from "@shared/flood-guard";
import { Link } from "react-router";

/**
 * The flood guard's banner (issue 37, docs/decisions/031): neutral words while a window is
 * open. Nothing is hidden: the complaints stay on the page below.
 */
export function FloodBanner({ complaints, median }: { complaints: number; median: number }) {
  return (
    <section
      aria-label="Unusual activity"
      className="rounded-xl border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm text-neutral-800"
      data-testid="flood-banner"
    >
      <p>{floodBanner(complaints, median)}</p>
      <p className="mt-1 text-xs text-neutral-600">
        <Link to="/methodology#flood-guard" className="font-medium underline">
          How unusual activity is detected
        </Link>
      </p>
    </section>
  );
}
