import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { categoryCounts } from "@worker/services/discovery-facets";
import { workerWords } from "@worker/words";
import { Link } from "react-router";
import { DiscoveryHeader } from "~/components/discovery/discovery-header";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { DISCOVERY_HEADS } from "~/lib/heads/discovery";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/categories";

export const handle = { title: "Categories" };

export const meta: Route.MetaFunction = headMeta(DISCOVERY_HEADS, "/categories");

export async function loader({ context }: Route.LoaderArgs) {
  const counts = await categoryCounts(context.db);
  // The categories' names in the page's language, as the feeds name them (worker/words).
  const words = workerWords(context.locale);
  return {
    categories: [...CATEGORIES, DEFAULT_CATEGORY].map((category) => ({
      slug: category.slug,
      label: words.category(category.slug) ?? category.label,
      // The words that sort a complaint into it are English (shared/categories.ts): shown to
      // English readers only, never as a Turkish or Spanish page's text.
      keywords: context.locale === "en" ? category.keywords.slice(0, 4) : [],
      complaints: counts.get(category.slug) ?? 0,
    })),
    pageMessages: pageMessages("discovery", context.locale, ["categories."]),
  };
}

/** The keyword categories, with how many complaints each holds. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t, plural } = usePageMessages("discovery");
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/categories" description={t("categories.description")} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/category/${category.slug}`}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white hover:border-neutral-400"
              data-testid="category-card"
            >
              <img
                src={`/placeholders/${category.slug}.svg`}
                alt=""
                width={400}
                height={250}
                className="aspect-[8/3] w-full object-cover"
              />
              <div className="space-y-1 p-4">
                <p className="font-semibold">{category.label}</p>
                <p className="text-sm text-neutral-600">
                  {plural("categories.count", category.complaints)}
                  {category.keywords.length ? ` · ${category.keywords.join(", ")}` : ""}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
