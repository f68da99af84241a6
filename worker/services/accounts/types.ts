import type { Database } from "../../db/client";
import type { Mailer } from "../../mail/mailer";

/** Links in mail are built from `publicHost` (config.publicHost), never from the request. */
export type AccountDeps = { db: Database; mailer: Mailer; publicHost: string };
/** Mail that must not change the answer's timing goes out after it (the request's waitUntil). */
export type MailAfterAnswerDeps = AccountDeps & { waitUntil: (promise: Promise<unknown>) => void };
export type Failure<Code extends string> = { ok: false; code: Code; message: string };
