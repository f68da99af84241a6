import { PASSWORD_MAX } from "@shared/auth-rules";
import { useEffect, useRef } from "react";
import { inputClass, labelClass } from "./form-message";

/**
 * A password input that empties itself after every attempt (the spec's rule): whenever
 * `attempt` changes, whether the browser or the server refused the form.
 */
export function PasswordField({
  id,
  label,
  autoComplete,
  attempt,
}: {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  attempt: unknown;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (attempt !== undefined && ref.current) ref.current.value = "";
  }, [attempt]);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name="password"
        type="password"
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX}
        className={inputClass}
      />
    </div>
  );
}
