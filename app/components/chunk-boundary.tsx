import { Component, type ReactNode, Suspense } from "react";

/**
 * Around a component from a chunk of its own (app/lib/lazy-after-server.ts): while the chunk
 * comes, nothing (the server's HTML stays when it drew it); if it cannot load, `failed` says so in
 * place, and the rest of the page keeps working.
 */
export class ChunkBoundary extends Component<
  { children: ReactNode; failed: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return this.props.failed;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
