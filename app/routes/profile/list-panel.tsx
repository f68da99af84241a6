import type { ReactNode } from "react";
import { Panel } from "~/components/ui/panel";

/**
 * A titled list of the profile's tabs (companies and people followed, people blocked, friends
 * who joined): the line said when it is empty, else one row an item.
 */
export function ListPanel<Item extends { id: string }>({
  id,
  heading,
  empty,
  items,
  row,
  className = "space-y-2",
  rowClassName,
  listTestId,
  rowTestId,
}: {
  id: string;
  heading: ReactNode;
  empty: ReactNode;
  items: Item[];
  row: (item: Item) => ReactNode;
  className?: string;
  rowClassName?: string;
  listTestId?: string;
  rowTestId?: string;
}) {
  return (
    <Panel id={id} className={className} heading={heading}>
      {items.length === 0 ? (
        <p className="text-sm text-neutral-600">{empty}</p>
      ) : (
        <ul className="space-y-2" data-testid={listTestId}>
          {items.map((item) => (
            <li key={item.id} className={rowClassName} data-testid={rowTestId}>
              {row(item)}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
