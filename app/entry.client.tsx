import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadChunksInDocument } from "~/lib/lazy-after-server";

/**
 * React Router's default browser entry, after one wait: the chunks of components the server
 * rendered from a chunk of their own (app/lib/lazy-after-server.ts) are loaded first, so those
 * components hydrate with the rest and never draw again over what a person typed. A chunk that
 * cannot load does not hold the rest back: the page hydrates, and the component's place says it
 * could not load (its ChunkBoundary, app/components/chunk-boundary.tsx).
 */
loadChunksInDocument()
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
