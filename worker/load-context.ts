import type { AppConfig } from "./config";
import type { Database } from "./db/client";

/**
 * What every React Router loader and action receives as `context`. Routes reach data only
 * through `db` and the service functions in worker/services; they never touch raw bindings.
 */
export type UckLoadContext = {
  db: Database;
  config: AppConfig;
  requestId: string;
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

declare module "react-router" {
  interface AppLoadContext extends UckLoadContext {}
}
