import type { ComponentProps } from "react";

/** The outline every text field, text area and select shares. */
const OUTLINE = "rounded-md border border-neutral-300";

/** The inner spacing: `md` the usual field, `sm` a dense one in a list row, `area` a text area. */
const PADS = { md: "px-3 py-2", sm: "px-2 py-1", area: "p-2", none: "" };
export type FieldPad = keyof typeof PADS;

type Look = {
  /** Fill the row (w-full); off for fields that sit side by side in a wrapping row. */
  wide?: boolean;
  pad?: FieldPad;
};

/** The field's classes: width, outline, spacing, then what one place adds (text size). */
export function fieldClass({ wide = true, pad = "md" }: Look = {}, extra?: string) {
  return [wide ? "w-full" : "", OUTLINE, PADS[pad], extra ?? ""].filter(Boolean).join(" ");
}

/** A plain <input> with the shared outline; every other prop passes through. */
export function Input({ wide, pad, className, ...props }: ComponentProps<"input"> & Look) {
  return <input className={fieldClass({ wide, pad }, className)} {...props} />;
}

/** A plain <textarea> with the shared outline. */
export function Textarea({ wide, pad, className, ...props }: ComponentProps<"textarea"> & Look) {
  return <textarea className={fieldClass({ wide, pad }, className)} {...props} />;
}

/** A plain <select> with the shared outline. */
export function Select({ wide, pad, className, ...props }: ComponentProps<"select"> & Look) {
  return <select className={fieldClass({ wide, pad }, className)} {...props} />;
}
