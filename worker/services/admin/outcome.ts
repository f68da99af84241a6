import type { RefusalCode } from "../refusal";

/** Why an admin use case said no: the code names the status, the message is the toast's text. */
export type AdminRefusal = { ok: false; code: RefusalCode; message: string };

/** What an admin use case answers: its message for the success toast (and `Extra`), or a refusal. */
export type AdminOutcome<Extra extends object = object> =
  | ({ ok: true; message: string } & Extra)
  | AdminRefusal;
