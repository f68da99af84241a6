import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { PlaceholderPage } from "~/components/placeholder-page";
import { CATEGORIES } from "~/lib/categories";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/category.$name";

export const handle = { title: "Categories" };

export function loader({ params }: Route.LoaderArgs) {
  const category = CATEGORIES.find((c) => c.slug === params.name);
  if (!category) throw data(null, { status: 404 });
  return { slug: category.slug, label: category.label, keywords: category.keywords };
}

export const meta: Route.MetaFunction = ({ data: category, matches }) =>
  category
    ? pageMeta(matches, {
        title: `${category.label} complaints`,
        description: `Public complaints about ${category.label.toLowerCase()} companies on UCK.`,
        path: `/category/${category.slug}`,
        keywords: [category.label, ...category.keywords.slice(0, 6)],
        noindex: true,
      })
    : [{ title: "Page not found · UCK" }];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <PlaceholderPage
      title={`${loaderData.label}`}
      filteredBy={`the category ${loaderData.label}`}
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
