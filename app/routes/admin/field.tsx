import type { ReactNode } from "react";

/** A control under its label, stacked: the label's words above, the field below. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the children, an Input, Select or Textarea.
    <label className="flex flex-col">
      <span className="mb-1 font-medium">{label}</span>
      {children}
    </label>
  );
}
