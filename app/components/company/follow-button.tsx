import { DEFAULT_LOCALE } from "@shared/i18n";
import { useFetcher, useNavigate } from "react-router";
import { showToast } from "~/components/toaster";
import { usePageMessages } from "~/i18n/page-messages";
import { useRootData } from "~/lib/root-data";
import { useActionToast } from "~/lib/use-action-toast";
import type { FollowAnswer } from "~/routes/u.$username";

/**
 * Follow / Unfollow (a company or a person): a form posting intent follow|unfollow to the page's
 * action, through a fetcher with its toast when scripts run; visitors are asked to sign in first.
 */
export function FollowButton({
  following,
  followers,
  signInText,
}: {
  following: boolean;
  followers: number;
  signInText?: string;
}) {
  const { plural, has, t, locale } = usePageMessages("company");
  const { viewer } = useRootData();
  const navigate = useNavigate();
  const fetcher = useFetcher<FollowAnswer>();
  useActionToast(fetcher);

  const pending = fetcher.formData?.get("intent");
  const isFollowing = pending ? pending === "follow" : (fetcher.data?.following ?? following);
  const count = followers + (isFollowing === following ? 0 : isFollowing ? 1 : -1);

  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-neutral-600" data-testid="followers">
        {has("company.followers_other")
          ? // English keeps its plain digits, as the page always wrote them.
            plural("company.followers", count, locale === DEFAULT_LOCALE ? { count } : undefined)
          : `${count} follower${count === 1 ? "" : "s"}`}
      </span>
      {/* A real form: without scripts the page posts it and comes back with the result. */}
      <fetcher.Form method="post">
        <button
          type="submit"
          name="intent"
          value={isFollowing ? "unfollow" : "follow"}
          onClick={(event) => {
            if (viewer) return;
            event.preventDefault();
            showToast({
              kind: "error",
              title: t("company.authRequired"),
              description: signInText ?? t("company.signInToFollow"),
              action: {
                label: t("shell.signIn"),
                onClick: () =>
                  navigate(
                    `/auth/login?redirectTo=${encodeURIComponent(window.location.pathname)}`,
                  ),
              },
            });
          }}
          className={
            isFollowing
              ? "rounded-md border border-neutral-300 px-4 py-1.5 text-sm font-medium hover:bg-neutral-50"
              : "rounded-md bg-brand-500 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-600"
          }
        >
          {isFollowing ? t("company.unfollow") : t("company.follow")}
        </button>
      </fetcher.Form>
    </div>
  );
}
