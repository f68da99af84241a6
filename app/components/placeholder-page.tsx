import { Construction } from "lucide-react";
import { Link } from "react-router";

/** The spec's text for a page that is not built yet. */
export function PlaceholderPage({ title, filteredBy }: { title: string; filteredBy: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Construction aria-hidden="true" className="size-10 text-brand-500" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-neutral-700" data-testid="placeholder-text">
        This page is currently under development. It will display complaint content filtered by{" "}
        {filteredBy}.
      </p>
      <Link
        to="/"
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700"
      >
        See all complaints
      </Link>
    </main>
  );
}
