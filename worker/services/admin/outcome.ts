import type { Words } from "@shared/messages/words";
import type { RefusalCode } from "../refusal";

/**
 * Why an admin use case said no: the code names the status, the message is the toast's English
 * (the JSON functions and the logs keep it) and `words` its keys in the catalogue tree, which the
 * admin page says in the reader's language (decision 037).
 */
export type AdminRefusal = { ok: false; code: RefusalCode; message: string; words?: Words };

/** What an admin use case answers: its message for the success toast (and `Extra`), or a refusal. */
export type AdminOutcome<Extra extends object = object> =
  | ({ ok: true; message: string; words?: Words } & Extra)
  | AdminRefusal;
