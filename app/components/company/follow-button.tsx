import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { showToast } from "~/components/toaster";
import { useRootData } from "~/lib/root-data";

type FollowResult = {
  ok: boolean;
  following?: boolean;
  toast?: { title: string; description?: string };
};

/** Follow / Unfollow with the spec's toasts; visitors are asked to sign in. */
export function FollowButton({ following, followers }: { following: boolean; followers: number }) {
  const { viewer } = useRootData();
  const navigate = useNavigate();
  const fetcher = useFetcher<FollowResult>();
  const handled = useRef<FollowResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    if (result.toast) showToast({ kind: result.ok ? "success" : "error", ...result.toast });
  }, [fetcher.data, fetcher.state]);

  const pending = fetcher.formData?.get("intent");
  const isFollowing = pending ? pending === "follow" : (fetcher.data?.following ?? following);
  const count = followers + (isFollowing === following ? 0 : isFollowing ? 1 : -1);

  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-neutral-600" data-testid="followers">
        {count} follower{count === 1 ? "" : "s"}
      </span>
      <button
        type="button"
        onClick={() => {
          if (!viewer) {
            toast.error("Authentication required", {
              description: "Please sign in to follow companies.",
              action: {
                label: "Sign in",
                onClick: () =>
                  navigate(
                    `/auth/login?redirectTo=${encodeURIComponent(window.location.pathname)}`,
                  ),
              },
            });
            return;
          }
          fetcher.submit({ intent: isFollowing ? "unfollow" : "follow" }, { method: "post" });
        }}
        className={
          isFollowing
            ? "rounded-md border border-neutral-300 px-4 py-1.5 text-sm font-medium hover:bg-neutral-50"
            : "rounded-md bg-brand-500 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-600"
        }
      >
        {isFollowing ? "Unfollow" : "Follow"}
      </button>
    </div>
  );
}
