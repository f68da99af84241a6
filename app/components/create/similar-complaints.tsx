import { formatDuration } from "@shared/duration";
import { groupLine, SIMILAR_MAX } from "@shared/same-problem";
import type { SimilarCheck } from "@worker/services/complaints/same-problem";
import { Link } from "react-router";
import { buttonSecondary } from "~/components/ui/dialog";

const EXCERPT = 200;
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text;

/**
 * "Check for similar complaints" (issue 37): a submit button of the complaint form that asks
 * GET /create with the form's fields, so it works without JavaScript and the page comes back with
 * the draft as typed; then what the check found. Each suggestion's "I have this problem too"
 * files the form as written, joined to that complaint's group.
 */
export function SimilarComplaints({ check }: { check: SimilarCheck }) {
  return (
    <section aria-labelledby="similar-heading" className="mt-2 space-y-2" data-testid="similar">
      <h2 id="similar-heading" className="sr-only">
        Similar complaints
      </h2>
      <button
        type="submit"
        name="check"
        value="1"
        formMethod="get"
        formAction="/create"
        formEncType="application/x-www-form-urlencoded"
        formNoValidate
        className={`${buttonSecondary} w-full sm:w-auto`}
      >
        Check for similar complaints
      </button>
      <SimilarResult check={check} />
    </section>
  );
}

function SimilarResult({ check }: { check: SimilarCheck }) {
  switch (check.state) {
    case "not_asked":
      return null;
    case "no_company":
      return (
        <p className="text-sm text-neutral-700" role="status">
          Name the company (or enter its website's domain) to check for similar complaints about it.
        </p>
      );
    case "no_text":
      return (
        <p className="text-sm text-neutral-700" role="status">
          Write a few words of your complaint to check for similar complaints about{" "}
          {check.companyName}.
        </p>
      );
    case "checked":
      if (check.similar.length === 0) {
        return (
          <p className="text-sm text-neutral-700" role="status">
            No open complaint about {check.companyName} from the last 90 days reads like yours.
          </p>
        );
      }
      return (
        <div className="space-y-2" role="status">
          <p className="text-sm text-neutral-700">
            {check.similar.length === 1
              ? `1 open complaint about ${check.companyName} reads like yours`
              : `${check.similar.length} open complaints about ${check.companyName} read like yours`}{" "}
            (the {SIMILAR_MAX} most alike at most, from the last 90 days). If it is your problem
            too, “I have this problem too” sends your complaint as written above, counted with it:
            yours keeps its own 48-hour clock, answers and status.
          </p>
          <ul className="space-y-2">
            {check.similar.map((complaint) => (
              <li
                key={complaint.id}
                className="rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm"
                data-testid="similar-complaint"
              >
                <p className="break-words text-neutral-900">{excerpt(complaint.text)}</p>
                <p className="mt-1 text-xs text-neutral-600">
                  Filed {new Date(complaint.createdAt).toISOString().slice(0, 10)} ·{" "}
                  <Link to={`/complaint/${complaint.id}`} className="underline">
                    Read it
                  </Link>
                </p>
                {complaint.group ? (
                  <p className="mt-1 text-xs text-neutral-700" data-testid="group-line">
                    {groupLine(complaint.group, formatDuration)}
                  </p>
                ) : null}
                <button
                  type="submit"
                  name="groupWith"
                  value={complaint.id}
                  className={`${buttonSecondary} mt-2 w-full sm:w-auto`}
                >
                  I have this problem too
                </button>
              </li>
            ))}
          </ul>
        </div>
      );
  }
}
