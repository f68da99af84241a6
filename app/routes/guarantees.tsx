import { GUARANTEES } from "@shared/content/guarantees";
import { Link } from "react-router";
import { BackButton } from "~/components/static/back-button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/guarantees";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "What UCK guarantees complainants",
    description:
      "UCK's promises to people who file complaints, each with the automated test that checks it on every change.",
    path: "/guarantees",
    keywords: ["guarantees", "complaint removal", "appeal", "refund"],
  });

/**
 * /guarantees (issue 37, decision 033): UCK's promises to complainants, each with the tests that
 * back it, named by file and test name (shared/content/guarantees.ts; the repository has no
 * public address configured, so the names are shown as text). test/guarantees-page.test.ts
 * checks every named test exists.
 */
export default function Guarantees() {
  const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-xs break-words";
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <BackButton />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">What UCK guarantees complainants</h1>
        <p className="leading-relaxed text-neutral-800">
          These are UCK's promises to you when you file a complaint. Each one is checked by
          automated tests that run on every change to UCK; a change that breaks a promise fails
          them. Under each promise you find the tests by their file and name in UCK's source code.
        </p>
      </header>
      <ol className="space-y-6" data-testid="guarantees">
        {GUARANTEES.map((guarantee) => (
          <li
            key={guarantee.id}
            id={guarantee.id}
            aria-labelledby={`${guarantee.id}-promise`}
            className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
            data-testid="guarantee"
          >
            <h2 id={`${guarantee.id}-promise`} className="text-lg font-semibold">
              {guarantee.promise}
            </h2>
            {guarantee.details.map((detail) => (
              <p key={detail} className="leading-relaxed text-neutral-800">
                {detail}
              </p>
            ))}
            <div className="space-y-1">
              <p className="text-sm font-medium text-neutral-700">
                {guarantee.tests.length === 1
                  ? "The test that checks it"
                  : "The tests that check it"}
              </p>
              <ul className="space-y-1 text-sm" data-testid="backing-tests">
                {guarantee.tests.map((test) => (
                  <li key={`${test.file}:${test.name}`} data-testid="backing-test">
                    <code className={code}>{test.file}</code>: “{test.name}”
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      <p className="text-sm text-neutral-700">
        The rules for what may be posted are in the{" "}
        <Link to="/user-agreement" className="text-brand-600 underline">
          User Agreement
        </Link>
        ; how company numbers are computed is on{" "}
        <Link to="/methodology" className="text-brand-600 underline">
          the methodology page
        </Link>
        .
      </p>
    </main>
  );
}
