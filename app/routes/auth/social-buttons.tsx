import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import type { OAuthStartAnswer } from "~/routes/auth.oauth";
import { FormMessage } from "../../components/auth/form-message";

const PROVIDERS = [
  { id: "google", label: "auth.google" },
  { id: "twitter", label: "auth.twitter" },
] as const;

/**
 * Social sign-in. Each button posts to /auth/oauth/{provider}, which redirects to the provider
 * or answers why it cannot (not configured, preview host, too many attempts).
 */
export function SocialButtons({ redirectTo }: { redirectTo: string | null }) {
  const { t } = usePageMessages("auth");
  const fetcher = useFetcher<OAuthStartAnswer>();
  const busy = fetcher.state !== "idle";
  return (
    <div className="space-y-2">
      {PROVIDERS.map((provider) => (
        <fetcher.Form key={provider.id} method="post" action={`/auth/oauth/${provider.id}`}>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <button
            type="submit"
            disabled={busy}
            className="flex w-full items-center justify-center gap-2 rounded-md border border-neutral-300 bg-white px-4 py-2 text-sm font-medium shadow-sm hover:bg-neutral-50 disabled:opacity-60"
          >
            <span aria-hidden="true" className="font-bold">
              {provider.id === "google" ? "G" : "𝕏"}
            </span>
            {t(provider.label)}
          </button>
        </fetcher.Form>
      ))}
      {fetcher.data?.error ? <FormMessage kind="error">{fetcher.data.error}</FormMessage> : null}
    </div>
  );
}
