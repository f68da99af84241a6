import type { ComponentProps } from "react";

/** The filled brand button: the one action a form or dialog is for. */
export const buttonPrimary =
  "rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60";
/** The outlined button beside it: cancel, look up, go back. */
export const buttonSecondary =
  "rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50";
/** The button of a decision that acts against a person or their complaint: filled red. */
export const buttonDanger =
  "rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";

const VARIANTS = { primary: buttonPrimary, secondary: buttonSecondary, danger: buttonDanger };
export type ButtonVariant = keyof typeof VARIANTS;

/** A variant's classes, with what one place adds (layout, width) after them. */
export function buttonClass(variant: ButtonVariant, extra?: string) {
  return extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant];
}

/**
 * A plain <button> with one of the three looks; every other prop passes through. Submits by
 * default, as the forms here work without JavaScript first.
 */
export function Button({
  variant = "primary",
  className,
  type = "submit",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
