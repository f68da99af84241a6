import type { UnblockMessages } from "@shared/messages/en/unblock";
import { useFetcher } from "react-router";
import { fill } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { ProfileAnswer } from "~/routes/profile/route";
import type { FollowAnswer } from "~/routes/u.$username";

/** Unblock posts to the page it is on: the profile's own list or a person's page. */
type UnblockAnswer = ProfileAnswer | FollowAnswer;

// One fetcher for every Unblock of a page: the button leaves the page once its person is
// unblocked, so the page (which stays) shows the toast, through useUnblockToast.
const UNBLOCK_FETCHER = "unblock";

/** Shows the toast of the page's Unblock buttons; call it where the buttons' list is. */
export function useUnblockToast() {
  // A failure the browser made itself, in the page's words (the profile's or a person's page).
  const { t } = usePageMessages("profile", "person");
  useActionToast(useFetcher<UnblockAnswer>({ key: UNBLOCK_FETCHER }), undefined, t);
}

/**
 * Undoes "Block user": a form posting intent=unblock (with the person's id) to the page's own
 * action, so it works as a plain form too; the page's list reloads after it.
 */
export function UnblockButton({ userId, name }: { userId: string; name: string }) {
  const fetcher = useFetcher<UnblockAnswer>({ key: UNBLOCK_FETCHER });
  const { t } = usePageMessages("profile", "person");
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="unblock" />
      <input type="hidden" name="userId" value={userId} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={t("unblock.label", { name })}
        className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 disabled:opacity-60"
      >
        {t("unblock.button")}
      </button>
    </fetcher.Form>
  );
}

/** The toast of an unblock, in the words of the page's section (the profile's or the person's). */
export const unblockedToast = (name: string, words: UnblockMessages) => ({
  title: words["unblock.toastTitle"],
  description: fill(words["unblock.toastText"], { name }),
});
