import type { ComponentProps } from "react";
// The primary and secondary looks live with the dialogs, which use them too.
import { buttonPrimary, buttonSecondary } from "./dialog";

export { buttonPrimary, buttonSecondary };

const VARIANTS = { primary: buttonPrimary, secondary: buttonSecondary };
export type ButtonVariant = keyof typeof VARIANTS;

/**
 * A plain <button> with one of the two looks, then what one place adds (layout, width); every
 * other prop passes through. Submits by default, as the forms here work without JavaScript first.
 */
export function Button({
  variant = "primary",
  className,
  type = "submit",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant]}
      {...props}
    />
  );
}
