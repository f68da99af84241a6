import type { ReactNode } from "react";
import { useI18n } from "~/i18n/i18n";
import { navLabelKey } from "~/lib/navigation";
import { usePageTitle } from "~/lib/page-title";

/** The top bar's title as shown: a navigation page's in the page's language. */
function useShownTitle() {
  const { t } = useI18n();
  const title = usePageTitle();
  const key = title === null ? undefined : navLabelKey(title);
  return key ? t(key) : title;
}

/**
 * A page's h1. On phones the top bar already shows the page's title (the spec asks for it
 * there), so an h1 with the same words is hidden visually below 768 px (about 60 px of an
 * 844 px screen), and stays the page's heading for screen readers and outlines. From 768 px the
 * h1 shows and the top bar leaves its title out (`data-repeats-title`, app.css): said once.
 */
export function PageHeading({ children, className }: { children: string; className: string }) {
  const title = useShownTitle();
  const repeated = title !== null && title === children;
  return (
    <h1
      className={`${className} ${repeated ? "max-md:sr-only" : ""}`}
      data-repeats-title={repeated ? "" : undefined}
    >
      {children}
    </h1>
  );
}

/** For a heading that carries more than its words (an icon): `text` is what the title reads. */
export function PageHeadingWith({
  text,
  className,
  children,
}: {
  text: string;
  className: string;
  children: ReactNode;
}) {
  const title = useShownTitle();
  const repeated = title === text;
  return (
    <h1
      className={`${className} ${repeated ? "max-md:sr-only" : ""}`}
      data-repeats-title={repeated ? "" : undefined}
    >
      {children}
    </h1>
  );
}
