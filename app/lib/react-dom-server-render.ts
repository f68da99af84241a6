/**
 * The Worker's `react-dom/server`: React's Node build of the streaming renderer alone. The build
 * points `react-dom/server` at this module (vite.config.ts, the server build only).
 *
 * - The Node build, under workerd's Node compatibility: it writes each piece of markup into one
 *   reused buffer (`TextEncoder.encodeInto`), where the edge build makes a new array for every
 *   attribute and text (`TextEncoder.encode`), which was the largest share of a page's server
 *   time in a profile (decision 059).
 * - Its file alone: the package's entries also require the legacy renderer, for
 *   `renderToString`, which nothing here calls; as CommonJS it would be bundled whole.
 */
// @ts-expect-error The file is React's CommonJS build (vite.config.ts resolves the name); it has
// no types of its own, and the API is react-dom/server's.
import * as node from "virtual:react-dom-server-node-production";
import type * as Server from "react-dom/server";

export const renderToReadableStream: typeof Server.renderToReadableStream =
  node.renderToReadableStream;
export const version: string = node.version;
