import type { ComponentProps } from "react";

/** What a lucide icon takes that the app uses, and what every `<svg>` takes. */
export type SpriteIconProps = ComponentProps<"svg"> & {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
};

/**
 * An icon drawn from the one sprite file (`<use href="/assets/icons-….svg#name">`); each icon
 * component scripts/icon-sprite.ts makes for `import { X } from "lucide-react"` in app/ calls it
 * (decision 065). lucide-react wrote each icon's paths and eight presentation attributes into
 * every copy: here the paths are in the sprite and the attributes in one rule (`.lucide` in
 * app/app.css), so an icon is `<svg class="lucide …"><use …/></svg>`, hidden from assistive
 * technology unless it is labelled, as lucide-react's are. The size, colour and stroke width,
 * when given, are inline styles (an attribute would lose to the rule). No hooks: the icon
 * components call it as a function.
 */
export function drawIcon(
  sprite: string,
  name: string,
  { size, color, strokeWidth, className, style, children, ...rest }: SpriteIconProps,
) {
  const labelled =
    Boolean(children) || Object.keys(rest).some((key) => key.startsWith("aria-") || key === "role");
  const own =
    size === undefined && color === undefined && strokeWidth === undefined
      ? style
      : { width: size, height: size, stroke: color, strokeWidth, ...style };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless the caller labels it (aria-label, a <title> child), as lucide-react's icons
    <svg
      className={className ? `lucide ${className}` : "lucide"}
      style={own}
      aria-hidden={labelled ? undefined : "true"}
      {...rest}
    >
      {children}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
