import type { ReactNode } from "react";

/**
 * A section of a content page (the investor, press, developer and open-data pages) under its
 * own heading, which names it for assistive technology (`aria-labelledby`).
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "text-2xl font-semibold",
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A content page's opening: a small line above its heading, the heading and what follows. */
export function PageIntro({
  eyebrow,
  className,
  children,
}: {
  eyebrow: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <header className={className}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      {children}
    </header>
  );
}
