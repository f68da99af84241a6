import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/button";

/**
 * A page of one's own seen by a visitor: its icon and heading, why to sign in, and the two ways
 * in (sign in, register), each bringing the person back to `back`.
 */
export function SignInPrompt({
  icon,
  heading,
  text,
  back,
  login,
  register,
}: {
  icon: ReactNode;
  heading: ReactNode;
  text: ReactNode;
  back: string;
  login: ReactNode;
  register: ReactNode;
}) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      {icon}
      {heading}
      <p className="text-neutral-700">{text}</p>
      <div className="flex gap-3">
        <Link to={`/auth/login?redirectTo=${back}`} className={buttonPrimary}>
          {login}
        </Link>
        <Link to={`/auth/register?redirectTo=${back}`} className={buttonSecondary}>
          {register}
        </Link>
      </div>
    </main>
  );
}
