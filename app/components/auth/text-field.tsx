import type { InputHTMLAttributes } from "react";
import { inputClass, labelClass } from "./form-message";

/** A labelled text input of the auth forms. */
export function TextField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}
