import { parseForm } from "@shared/auth-validation";
import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { type PageSay, sayToastWith } from "~/i18n/toast-words";

/**
 * Validates a form in the browser with the same schema the server uses. Returns the message to
 * show (the browser's, said from its words with the page's `t`; or else the server's, which the
 * server said already), a key that changes on every attempt (the password field clears on it),
 * and the submit handler.
 */
export function useClientValidation<T>(
  schema: z.ZodType<T>,
  actionData: { error?: string; attemptId?: string } | undefined,
  say: PageSay,
  onValid?: () => void,
) {
  const [clientError, setClientError] = useState<{ message: string; attempt: number } | null>(null);
  useEffect(() => {
    if (actionData) setClientError(null);
  }, [actionData]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = parseForm(schema, new FormData(event.currentTarget));
    if (!result.ok) {
      event.preventDefault();
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
