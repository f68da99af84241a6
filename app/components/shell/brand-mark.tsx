import { Link } from "react-router";

/** The three-letter brand mark, linking home. */
export function BrandMark({ small = false }: { small?: boolean }) {
  return (
    <Link
      to="/"
      aria-label="UCK home"
      className={`shrink-0 rounded-md bg-brand-500 font-black text-white ${
        small ? "px-1 py-0.5 text-[10px] tracking-wider" : "px-2 py-1 text-sm tracking-widest"
      }`}
    >
      UCK
    </Link>
  );
}
