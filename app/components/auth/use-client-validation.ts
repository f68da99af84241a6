import { parseForm } from "@shared/auth-validation";
import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";

/**
 * Validates a form in the browser with the same schema the server uses. Returns the message to
 * show (the browser's, or else the server's), a key that changes on every attempt (the
 * password field clears on it), and the submit handler.
 */
export function useClientValidation<T>(
  schema: z.ZodType<T>,
  actionData: { error?: string; attemptId?: string } | undefined,
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
      setClientError((prev) => ({ message: result.error, attempt: (prev?.attempt ?? 0) + 1 }));
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
