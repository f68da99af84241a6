import { CONTACTS, mailto } from "@shared/content/contacts";
import { PRESS_ARTICLES, type PressArticle } from "@shared/content/press";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { ArrowRight, Briefcase, Mail, Newspaper, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { PageIntro, TitledSection } from "~/components/content/titled-section";
import { PageHeading } from "~/components/shell/page-heading";
import { PressByline } from "~/components/static/press-byline";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { PRESS_HEADS } from "~/lib/heads/press";
import { pageMeta } from "~/lib/meta";
import { headOf } from "~/lib/page-heads";
import type { Route } from "./+types/press-media";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const head = headOf(PRESS_HEADS, "/press-media", loaderData);
  return pageMeta(matches, {
    ...head,
    jsonLd: {
      "@type": "CollectionPage",
      name: `UCK ${head.title}`,
      hasPart: PRESS_ARTICLES.map((article) => ({
        "@type": "NewsArticle",
        headline: article.title,
        datePublished: article.date,
        url: `/press/${article.slug}`,
      })),
    },
  });
};

export function loader({ context }: Route.LoaderArgs) {
  return { pageMessages: pageMessages("press", context.locale) };
}

const CONTACT_CARDS = [
  { icon: Newspaper, key: "media", address: CONTACTS.press },
  { icon: Briefcase, key: "business", address: CONTACTS.business },
  { icon: TrendingUp, key: "investors", address: CONTACTS.investors },
] as const;

export default function PressMedia() {
  const { t, locale } = usePageMessages("press");
  return (
    <main className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <PageIntro eyebrow={t("press.newsroom")} className="space-y-3">
        <PageHeading className="text-3xl font-bold sm:text-4xl">{t("press.title")}</PageHeading>
        <p className="text-lg leading-relaxed text-neutral-700">{t("press.intro")}</p>
      </PageIntro>

      <TitledSection
        id="releases"
        title={t("press.releases")}
        className="space-y-4"
        headingClassName="text-xl font-semibold"
      >
        {locale === DEFAULT_LOCALE ? null : (
          <p className="text-sm text-neutral-600">{t("press.inEnglish")}</p>
        )}
        <ul className="space-y-4">
          {PRESS_ARTICLES.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        id="contacts"
        title={t("press.contacts")}
        className="space-y-4"
        headingClassName="text-xl font-semibold"
      >
        <ul className="grid gap-4 sm:grid-cols-3">
          {CONTACT_CARDS.map(({ icon: Icon, key, address }) => (
            <li
              key={address}
              className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-5"
            >
              <Icon aria-hidden className="size-6 text-brand-600" />
              <h3 className="font-semibold">{t(`press.${key}.title`)}</h3>
              <p className="text-sm text-neutral-600">{t(`press.${key}.text`)}</p>
              <a
                href={mailto(address)}
                className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline"
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                {address}
              </a>
            </li>
          ))}
        </ul>
      </TitledSection>
    </main>
  );
}

function ArticleCard({ article }: { article: PressArticle }) {
  const { t } = usePageMessages("press");
  return (
    <article className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
      <PressByline article={article} />
      <h3 className="text-xl font-semibold" lang="en">
        {article.title}
      </h3>
      <p className="leading-relaxed text-neutral-700" lang="en">
        {article.excerpt}
      </p>
      <Link
        to={`/press/${article.slug}`}
        aria-label={t("press.readLabel", { title: article.title })}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600"
      >
        {t("press.read")}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}
