import { Link } from "react-router";

/** The spec's 404 page. */
export function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-500">404</p>
      <h1 className="text-xl font-semibold">
        Oops! This page seems to have wandered into the forest.
      </h1>
      <Link
        to="/"
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700"
      >
        Return Home
      </Link>
    </main>
  );
}
