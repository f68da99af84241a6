import type { RefusalWords, Worded } from "../refusal";

/** A refused account use case: its code, its English text and the same refusal as words. */
export type Failure<Code extends string> = {
  ok: false;
  code: Code;
  message: string;
  words: RefusalWords;
};

/** A `Failure` of `code` saying `refusal` (its English text and its words). */
export const failure = <Code extends string>(code: Code, refusal: Worded): Failure<Code> => ({
  ok: false,
  code,
  ...refusal,
});
