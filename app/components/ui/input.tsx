import type { ComponentProps } from "react";

/** The inner spacing: `md` the usual field, `sm` a dense one in a list row, `area` a text area. */
const PADS = { md: "px-3 py-2", sm: "px-2 py-1", area: "p-2" };
export type FieldPad = keyof typeof PADS;

type Look = {
  /** Fill the row (w-full); off for fields that sit side by side in a wrapping row. */
  wide?: boolean;
  pad?: FieldPad;
};

/** The classes every text field, text area and select shares, then what one place adds. */
export function fieldClass({ wide = true, pad = "md" }: Look, extra?: string) {
  return `${wide ? "w-full " : ""}rounded-md border border-neutral-300 ${PADS[pad]}${extra ? ` ${extra}` : ""}`;
}

/** A plain element of the three with the shared outline; every other prop passes through. */
function field<Tag extends "input" | "textarea" | "select">(tag: Tag) {
  const Element = tag as "input";
  return ({ wide, pad, className, ...props }: ComponentProps<Tag> & Look) => (
    <Element
      className={fieldClass({ wide, pad }, className)}
      {...(props as ComponentProps<"input">)}
    />
  );
}

export const Input = field("input");
export const Textarea = field("textarea");
export const Select = field("select");
