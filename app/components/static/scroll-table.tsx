import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on a narrow screen: the scrolling region is named and is a tab
 * stop (so a keyboard can scroll it), the caption names the table for screen readers.
 */
export function ScrollTable({
  label,
  columns,
  children,
  testId,
}: {
  label: string;
  columns?: { name: string; end?: boolean }[];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="overflow-x-auto"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways is a tab stop, so a keyboard can scroll it.
      tabIndex={0}
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{label}</caption>
        {columns ? (
          <thead className="text-neutral-600">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.name}
                  scope="col"
                  className={`py-1 pr-3 font-medium ${column.end ? "text-right" : ""}`}
                >
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody className="divide-y divide-neutral-100">{children}</tbody>
      </table>
    </section>
  );
}
