import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { categoryCounts } from "@worker/services/discovery-facets";
import { Link } from "react-router";
import { DiscoveryHeader } from "~/components/discovery/discovery-header";
import { Num } from "~/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/categories";

export const handle = { title: "Categories" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Categories",
    description:
      "Complaints grouped by topic: travel, delivery, internet and phone, banking and more.",
    path: "/categories",
    keywords: CATEGORIES.map((category) => category.label),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const counts = await categoryCounts(context.db);
  return {
    categories: [...CATEGORIES, DEFAULT_CATEGORY].map((category) => ({
      slug: category.slug,
      label: category.label,
      keywords: category.keywords.slice(0, 4),
      complaints: counts.get(category.slug) ?? 0,
    })),
  };
}

/** The keyword categories, with how many complaints each holds. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader
        path="/categories"
        description="Every complaint is sorted into a topic by the words it uses."
      />
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
                  <Num value={category.complaints} />{" "}
                  {category.complaints === 1 ? "complaint" : "complaints"}
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
