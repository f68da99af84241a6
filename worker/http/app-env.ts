import type { Toast } from "@shared/toast";
import type { SessionUser } from "../auth/current-user";
import type { Session } from "../auth/session";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { OwnedPostbox } from "../services/mail/postbox";

/** Hono's typing of the root app: bindings plus what the middleware puts on the context. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    config: AppConfig;
    db: Database;
    /** The archive of old years (ARCHIVE_DB, decision 048): read when `db` has no such complaint. */
    archiveDb: Database;
    /** What this request's services queue mail through; settled after the answer. */
    postbox: OwnedPostbox;
    /** The uck dedupe hint (KV); the database stays the truth. */
    ucks: KVNamespace;
    user: SessionUser | null;
    session: Session | null;
    flash: Toast | null;
  };
};
