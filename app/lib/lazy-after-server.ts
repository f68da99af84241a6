import { type ComponentType, lazy } from "react";

/** The loaders of the chunks a document may hold, by name (the browser fills it as routes load). */
const chunks = new Map<string, () => Promise<unknown>>();

/** The attribute the server's HTML of such a component carries, naming its chunk. */
export const LAZY_CHUNK_ATTRIBUTE = "data-lazy-chunk";

/**
 * A component in a chunk of its own that only some viewers need (decision 059: the members' tools),
 * which the server still renders in the document. On the server its module is loaded when this
 * module is, and `lazy` is handed an already-settled thenable, so React renders it at once (no
 * fallback: a page without JavaScript has every form; entry.server.tsx never outlines a finished
 * boundary). In the browser, a document whose HTML names the chunk (`data-lazy-chunk`, on the
 * component's root element) loads it before hydrating (`loadChunksInDocument`, entry.client.tsx):
 * a boundary still waiting for its chunk when anything above it re-renders would be thrown away
 * and drawn again, losing what the person had typed into it. Elsewhere the chunk is fetched on
 * first render, behind the caller's Suspense.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React's own `lazy` takes.
export function lazyAfterServer<T extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: T }>,
) {
  let loaded: { default: T } | undefined;
  const start = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  if (import.meta.env.SSR) void start();
  else chunks.set(name, start);
  return lazy(() => (loaded ? settled(loaded) : start()));
}

/** A thenable that settles synchronously: React's lazy reads it as resolved on the spot. */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: the point is a thenable React reads at once.
  return { then: (resolve: (value: T) => void) => resolve(value) } as Promise<T>;
}

/**
 * Loads every chunk the server's HTML names, before hydration (entry.client.tsx). A chunk may
 * itself hold such a component (the escalation file holds the author's forms): the chunks it
 * registers are looked for again once it has loaded.
 */
export async function loadChunksInDocument() {
  const started = new Set<string>();
  for (;;) {
    const next = [...chunks].filter(
      ([name]) =>
        !started.has(name) && document.querySelector(`[${LAZY_CHUNK_ATTRIBUTE}="${name}"]`),
    );
    if (next.length === 0) return;
    for (const [name] of next) started.add(name);
    await Promise.all(next.map(([, start]) => start()));
  }
}
