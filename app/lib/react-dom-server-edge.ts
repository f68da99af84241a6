/**
 * The Worker's `react-dom/server` (issue 54): React's edge entry (`server.edge.js`) requires its
 * legacy browser renderer too, for `renderToString`, which nothing here calls; as CommonJS it is
 * bundled whole (252 KiB of source). The build points `react-dom/server` at this module
 * (vite.config.ts, the server build only), which takes the streaming renderer alone.
 */
// @ts-expect-error The file is React's CommonJS build (vite.config.ts resolves the name); it has
// no types of its own, and the API is react-dom/server's.
import * as edge from "virtual:react-dom-server-edge-production";
import type * as Server from "react-dom/server";

export const renderToReadableStream: typeof Server.renderToReadableStream =
  edge.renderToReadableStream;
export const version: string = edge.version;
