import { type Problem, problemWords } from "@shared/auth-rules";
import { type FormEvent, useEffect, useState } from "react";
import { type PageSay, sayToastWith } from "~/i18n/toast-words";

/**
 * Validates a form in the browser with the same rule the server's schema runs (a function of
 * shared/auth-rules.ts or the like: the fields in, the first problem or null out; no zod on a
 * page). Returns the message to
 * show (the browser's, said from its words with the page's `t`; or else the server's, which the
 * server said already), a key that changes on every attempt (the password field clears on it),
 * and the submit handler.
 */
export function useClientValidation(
  rule: (
    record: Record<string, unknown>,
  ) => Problem | { error: string; words: { text: string } } | null,
  actionData: { error?: string; attemptId?: string } | undefined,
  say: PageSay,
  onValid?: () => void,
) {
  const [clientError, setClientError] = useState<{ message: string; attempt: number } | null>(null);
  useEffect(() => {
    if (actionData) setClientError(null);
  }, [actionData]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = rule(Object.fromEntries(new FormData(event.currentTarget)));
    if (problem) {
      event.preventDefault();
      const result = typeof problem === "string" ? problemWords(problem) : problem;
      const message = sayToastWith(say, {
        title: result.error,
        words: { title: result.words.text },
      }).title;
      setClientError((prev) => ({ message, attempt: (prev?.attempt ?? 0) + 1 }));
      return;
    }
    onValid?.();
  };
  return {
    error: clientError?.message ?? actionData?.error,
    clientFailed: clientError !== null,
    attemptKey: `${clientError?.attempt ?? 0}:${actionData?.attemptId ?? ""}`,
    onSubmit,
  };
}
