import type { ReactNode } from "react";
import { Link } from "react-router";

/** The narrow card the secondary auth pages (forgot, reset) are laid out in. */
export function AuthCard({
  title,
  intro,
  footer,
  children,
}: {
  title: string;
  intro?: string;
  footer: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <div className="space-y-4 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <p className="text-sm text-neutral-600">{intro}</p> : null}
        {children}
        <p className="text-center text-sm">
          <Link to={footer.to} className="text-brand-600 hover:underline">
            {footer.label}
          </Link>
        </p>
      </div>
    </main>
  );
}
