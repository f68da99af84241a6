import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/shell/page-heading";
import { Num, useI18n } from "~/i18n/i18n";
import { navItem, navLabelKey } from "~/lib/navigation";

/**
 * The heading of a discovery page: its navigation icon, title and what it lists (the page gives
 * the line in its language; the navigation's English line is for a page that gives none).
 */
export function DiscoveryHeader({
  path,
  title,
  description,
  children,
}: {
  path: string;
  title?: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const item = navItem(path);
  const Icon = item?.icon;
  const { t } = useI18n();
  // The navigation's label in the page's language (the root catalogue has every one).
  const labelKey = item ? navLabelKey(item.label) : undefined;
  const heading = title ?? (labelKey ? t(labelKey) : (item?.label ?? ""));
  return (
    <header className="space-y-3">
      <div className="flex items-start gap-3">
        {Icon ? (
          <span className="rounded-lg bg-brand-50 p-2 text-brand-600">
            <Icon aria-hidden="true" className="size-6" />
          </span>
        ) : null}
        <div className="min-w-0">
          <PageHeading className="text-2xl font-bold">{heading}</PageHeading>
          <p className="text-sm text-neutral-600">{description ?? item?.description}</p>
        </div>
      </div>
      {children}
    </header>
  );
}

/** Links that switch a page's filter (window, category, …) and say which one is chosen. */
export function FilterChips({
  label,
  options,
}: {
  label: string;
  options: { key: string; label: string; to: string; active: boolean; count?: number }[];
}) {
  return (
    <nav aria-label={label} className="-mx-1 flex flex-wrap gap-2 px-1">
      {options.map((option) => (
        <Link
          key={option.key}
          to={option.to}
          preventScrollReset
          aria-current={option.active ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-medium ${
            option.active
              ? "border-neutral-900 bg-neutral-900 text-white"
              : "border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50"
          }`}
        >
          {option.label}
          {option.count !== undefined ? (
            <span className={option.active ? "text-neutral-300" : "text-neutral-500"}>
              {" "}
              <Num value={option.count} />
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}

/** For the pages about "my" things when nobody is signed in. */
export function SignInPrompt({
  text,
  redirectTo,
  links = { login: "Login", register: "Register" },
}: {
  text: string;
  redirectTo: string;
  /** The two links' words (a translated page gives its own). */
  links?: { login: string; register: string };
}) {
  const back = encodeURIComponent(redirectTo);
  return (
    <div className="space-y-3 rounded-xl border border-neutral-200 bg-white p-8 text-center">
      <p className="text-neutral-700">{text}</p>
      <div className="flex justify-center gap-3">
        <Link
          to={`/auth/login?redirectTo=${back}`}
          className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        >
          {links.login}
        </Link>
        <Link
          to={`/auth/register?redirectTo=${back}`}
          className="rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {links.register}
        </Link>
      </div>
    </div>
  );
}
