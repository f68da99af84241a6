import { CONTACTS, mailto } from "@shared/content/contacts";
import { findPressArticle } from "@shared/content/press";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { ArrowLeft, ArrowRight, Megaphone } from "lucide-react";
import { data, Link } from "react-router";
import { alwaysNotFound, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PressByline } from "~/components/static/press-byline";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { errorTitle, pageMeta, publicOrigin, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/press.$slug";

export const handle = { title: "Press & Media" };

export function loader({ params, context }: Route.LoaderArgs) {
  const article = findPressArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article, pageMessages: pageMessages("press", context.locale) };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  // The 404's <title> in the page's language (the root catalogue's).
  if (!data) return errorTitle(matches, "meta.notFound");
  const { article } = data;
  const path = `/press/${article.slug}`;
  const organization = { "@type": "Organization", name: SITE_NAME };
  return pageMeta(matches, {
    title: article.title,
    description: article.description,
    path,
    keywords: [...article.keywords, "press release", article.category],
    // The release itself is published in English (the page says so in another language).
    type: "article",
    jsonLd: {
      // Only what the page shows (docs/decisions/023): the excerpt under the title is the
      // description; the keywords stay in the meta tags.
      "@type": "NewsArticle",
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      articleSection: article.category,
      mainEntityOfPage: `${publicOrigin(matches)}${path}`,
      author: organization,
      publisher: organization,
    },
  });
};

export default function PressArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const { t, rich, locale } = usePageMessages("press");
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to="/investor-center"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-neutral-700 hover:text-neutral-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("press.backToInvestors")}
      </Link>

      <article className="mt-6 space-y-6">
        <header className="space-y-3 border-b border-neutral-200 pb-6">
          <PressByline article={article} />
          <h1 className="text-3xl leading-tight font-bold sm:text-4xl" lang="en">
            {article.title}
          </h1>
          <p className="text-lg leading-relaxed text-neutral-700" lang="en">
            {article.excerpt}
          </p>
          {locale === DEFAULT_LOCALE ? null : (
            <p className="text-sm text-neutral-600">{t("press.inEnglish")}</p>
          )}
        </header>

        <div className="space-y-4 text-base leading-relaxed text-neutral-800" lang="en">
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <section
          aria-labelledby="about-uck"
          className="space-y-2 rounded-xl bg-neutral-100 p-5 text-sm leading-relaxed text-neutral-700"
        >
          <h2 id="about-uck" className="font-semibold text-neutral-900">
            {t("press.about.title")}
          </h2>
          <p>
            {rich("press.about.body", {
              address: (
                <a
                  href={mailto(CONTACTS.press)}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {CONTACTS.press}
                </a>
              ),
            })}
          </p>
        </section>
      </article>

      <aside className="mt-8 flex flex-col items-start gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Megaphone aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-600" />
          <div>
            <h2 className="font-semibold">{t("press.cta.title")}</h2>
            <p className="text-sm text-neutral-700">{t("press.cta.text")}</p>
          </div>
        </div>
        <Link
          to="/create"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("press.cta.button")}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </aside>

      <p className="mt-6 text-sm">
        <Link to="/press-media" className="font-medium text-brand-700 hover:underline">
          {t("press.more")}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary fallback={alwaysNotFound} />;
}
