import type { ReactNode } from "react";

/**
 * A section named by its own heading (aria-labelledby the <h2>): the panels of the company page,
 * the profile's settings and the admin tabs.
 */
export function Panel({
  id,
  heading,
  className,
  headingClassName = "font-semibold",
  testId,
  children,
}: {
  id?: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
