import type { ReactNode } from "react";
import { usePageTitle } from "~/lib/page-title";

/**
 * A page's h1. On phones the top bar already shows the page's title (the spec asks for it
 * there), so an h1 with the same words is hidden visually below 768 px (about 60 px of an
 * 844 px screen), and stays the page's heading for screen readers and outlines.
 */
export function PageHeading({ children, className }: { children: string; className: string }) {
  const title = usePageTitle();
  const repeated = title !== null && title === children;
  return <h1 className={`${className} ${repeated ? "max-md:sr-only" : ""}`}>{children}</h1>;
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
  const title = usePageTitle();
  return <h1 className={`${className} ${title === text ? "max-md:sr-only" : ""}`}>{children}</h1>;
}
