export type Failure<Code extends string> = { ok: false; code: Code; message: string };
