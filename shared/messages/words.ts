/**
 * The message layer's contract (decision 037): what an answer says travels as keys of the
 * catalogue tree (shared/messages/) and values, never as an English sentence a page would have to
 * look up. `text` is the sentence, `title` a toast's heading; `values` fill `{placeholders}` (a
 * `count` picks the plural form) and `parts` are phrases said the same way and put in
 * placeholders. Keys are unique across the tree; test/i18n/keys.test.ts checks that every key
 * named in the code is one of it.
 */
export type Words = {
  text?: string;
  title?: string;
  values?: Record<string, string | number>;
  parts?: Record<string, Words>;
  /** Amounts said in the reader's language and put in placeholders ("$25.00", "25,00 $"). */
  money?: Record<string, { minor: number; currency: string }>;
};

/**
 * A toast (or a form's problem) as an action answers it: the English (what the JSON functions
 * and the logs show) and its words, which the action says in the request's language before
 * answering, or the page says when the browser made it itself.
 */
export type Toast = { title: string; description?: string; words?: Words };
