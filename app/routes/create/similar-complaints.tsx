import { SIMILAR_MAX } from "@shared/same-problem";
import type { SimilarCheck } from "@worker/services/complaints/same-problem";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { useGroupLine } from "~/i18n/group-line";
import { usePageMessages } from "~/i18n/page-messages";

const EXCERPT = 200;
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text;

/**
 * "Check for similar complaints" (decision 029): a submit button of the complaint form that asks
 * GET /create with the form's fields, so it works without JavaScript and the page comes back with
 * the draft as typed; then what the check found. Each suggestion's "I have this problem too"
 * files the form as written, joined to that complaint's group.
 */
export function SimilarComplaints({ check }: { check: SimilarCheck }) {
  const { t } = usePageMessages("create");
  return (
    <Panel
      id="similar-heading"
      className="mt-2 space-y-2"
      testId="similar"
      headingClassName="sr-only"
      heading={t("create.similarHeading")}
    >
      <Button
        name="check"
        value="1"
        formMethod="get"
        formAction="/create"
        formEncType="application/x-www-form-urlencoded"
        formNoValidate
        variant="secondary"
        className="w-full sm:w-auto"
      >
        {t("create.checkSimilar")}
      </Button>
      <SimilarResult check={check} />
    </Panel>
  );
}

function SimilarResult({ check }: { check: SimilarCheck }) {
  const { t, plural } = usePageMessages("create");
  const groupLine = useGroupLine();
  switch (check.state) {
    case "not_asked":
      return null;
    case "no_company":
      return (
        <p className="text-sm text-neutral-700" role="status">
          {t("create.similarNoCompany")}
        </p>
      );
    case "no_text":
      return (
        <p className="text-sm text-neutral-700" role="status">
          {t("create.similarNoText", { company: check.companyName })}
        </p>
      );
    case "checked":
      if (check.similar.length === 0) {
        return (
          <p className="text-sm text-neutral-700" role="status">
            {t("create.similarNone", { company: check.companyName })}
          </p>
        );
      }
      return (
        <div className="space-y-2" role="status">
          <p className="text-sm text-neutral-700">
            {plural("create.similarFound", check.similar.length, { company: check.companyName })}{" "}
            {t("create.similarExplain", { max: SIMILAR_MAX })}
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
                  {/* The UTC day, as written everywhere a filing day is (2026-11-25). */}
                  {t("create.filed", {
                    date: new Date(complaint.createdAt).toISOString().slice(0, 10),
                  })}{" "}
                  ·{" "}
                  <Link to={`/complaint/${complaint.id}`} className="underline">
                    {t("create.readIt")}
                  </Link>
                </p>
                {complaint.group ? (
                  <p className="mt-1 text-xs text-neutral-700" data-testid="group-line">
                    {groupLine(complaint.group)}
                  </p>
                ) : null}
                <Button
                  name="groupWith"
                  value={complaint.id}
                  variant="secondary"
                  className="mt-2 w-full sm:w-auto"
                >
                  {t("create.problemToo")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      );
  }
}
