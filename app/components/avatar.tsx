import { sizedImage } from "@shared/image-sizes";
import { UserRound } from "lucide-react";

/**
 * A round avatar: the image when there is one, else the initials on a tinted circle. `neutral`:
 * the same plain figure for everyone, for an author who hid their name (decision 042).
 */
export function Avatar({
  name,
  src,
  size = 32,
  neutral = false,
}: {
  name: string;
  src?: string | null;
  size?: number;
  neutral?: boolean;
}) {
  if (neutral) {
    return (
      <span
        aria-hidden="true"
        data-testid="neutral-avatar"
        className="grid shrink-0 place-items-center rounded-full bg-neutral-200 text-neutral-500"
        style={{ width: size, height: size }}
      >
        <UserRound className="size-3/5" />
      </span>
    );
  }
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join("") || "?";
  if (src) {
    return (
      <img
        // Twice the shown size, for sharp avatars on dense screens.
        src={sizedImage(src, size * 2 <= 96 ? 96 : 192)}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid shrink-0 place-items-center rounded-full bg-neutral-200 font-semibold text-neutral-700"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initials}
    </span>
  );
}
