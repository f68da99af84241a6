import { GUARANTEES } from "@shared/content/guarantees";
import { Link } from "react-router";
import { BackButton } from "~/components/static/back-button";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { CONTENT_HEADS } from "~/lib/heads/content";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/guarantees";

export const meta: Route.MetaFunction = headMeta(CONTENT_HEADS, "/guarantees");

/** The page's words in its language (decision 052: a section per route). */
export function loader({ context }: Route.LoaderArgs) {
  return { pageMessages: pageMessages("guarantees", context.locale) };
}

/**
 * /guarantees (decision 033): UCK's promises to complainants, each with the tests that
 * back it, named by file and test name (shared/content/guarantees.ts; the repository has no
 * public address configured, so the names are shown as text). test/guarantees/page.test.ts
 * checks every named test exists. The promises are said in the page's language; the tests'
 * files and names stay as the code names them.
 */
export default function Guarantees() {
  const { t, rich } = usePageMessages("guarantees");
  const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-xs break-words";
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <BackButton />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t("guarantees.title")}</h1>
        <p className="leading-relaxed text-neutral-800">{t("guarantees.intro")}</p>
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
              {t(`promise.${guarantee.id}`)}
            </h2>
            {guarantee.details.map((detail, n) => (
              <p key={detail} className="leading-relaxed text-neutral-800">
                {t(`detail.${guarantee.id}.${n + 1}`)}
              </p>
            ))}
            <div className="space-y-1">
              <p className="text-sm font-medium text-neutral-700">
                {guarantee.tests.length === 1 ? t("guarantees.testOne") : t("guarantees.testMany")}
              </p>
              <ul className="space-y-1 text-sm" data-testid="backing-tests" lang="en">
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
        {rich("guarantees.rules", {
          agreement: (
            <Link to="/user-agreement" className="text-brand-600 underline">
              {t("guarantees.agreement")}
            </Link>
          ),
          methodology: (
            <Link to="/methodology" className="text-brand-600 underline">
              {t("guarantees.methodology")}
            </Link>
          ),
        })}
      </p>
    </main>
  );
}
