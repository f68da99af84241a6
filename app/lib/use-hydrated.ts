import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while hydrating, true once React runs in the browser. For controls
 * that JavaScript makes smarter (a Send button disabled while the box is blank) but that must
 * work as plain HTML when scripts never arrive.
 */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
