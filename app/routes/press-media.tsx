import { CONTACTS, mailto } from "@shared/content/contacts";
import { PRESS_ARTICLES, type PressArticle } from "@shared/content/press";
import { ArrowRight, Briefcase, Mail, Newspaper, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/shell/page-heading";
import { PressByline } from "~/components/static/press-byline";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/press-media";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Press & Media",
    description:
      "News and press releases from UCK, the public platform for customer complaints, with contacts for journalists, businesses and investors.",
    path: "/press-media",
    keywords: ["press", "media", "press releases", "news"],
    jsonLd: {
      "@type": "CollectionPage",
      name: "UCK Press & Media",
      hasPart: PRESS_ARTICLES.map((article) => ({
        "@type": "NewsArticle",
        headline: article.title,
        datePublished: article.date,
        url: `/press/${article.slug}`,
      })),
    },
  });

const CONTACT_CARDS = [
  {
    icon: Newspaper,
    title: "Media inquiries",
    text: "Interviews, statements, figures and background for journalists.",
    address: CONTACTS.press,
  },
  {
    icon: Briefcase,
    title: "Business development",
    text: "Partnerships, company accounts and the consumer-organization programme.",
    address: CONTACTS.business,
  },
  {
    icon: TrendingUp,
    title: "Investor relations",
    text: "Ownership, financials and a short pitch call with the founders.",
    address: CONTACTS.investors,
  },
];

export default function PressMedia() {
  return (
    <main className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Newsroom</p>
        <PageHeading className="text-3xl font-bold sm:text-4xl">Press & Media</PageHeading>
        <p className="text-lg leading-relaxed text-neutral-700">
          The latest news from UCK, the public home for customer complaints. Journalists are welcome
          to quote from these releases; our team is happy to help with anything more.
        </p>
      </header>

      <section aria-labelledby="releases" className="space-y-4">
        <h2 id="releases" className="text-xl font-semibold">
          Press releases
        </h2>
        <ul className="space-y-4">
          {PRESS_ARTICLES.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contacts" className="space-y-4">
        <h2 id="contacts" className="text-xl font-semibold">
          Contacts
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {CONTACT_CARDS.map(({ icon: Icon, title, text, address }) => (
            <li
              key={address}
              className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-5"
            >
              <Icon aria-hidden className="size-6 text-brand-600" />
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-neutral-600">{text}</p>
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
      </section>
    </main>
  );
}

function ArticleCard({ article }: { article: PressArticle }) {
  return (
    <article className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
      <PressByline article={article} />
      <h3 className="text-xl font-semibold">{article.title}</h3>
      <p className="leading-relaxed text-neutral-700">{article.excerpt}</p>
      <Link
        to={`/press/${article.slug}`}
        aria-label={`Read Article: ${article.title}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-600"
      >
        Read Article
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}
