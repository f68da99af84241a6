import { showToast } from "~/components/toaster";
import type { I18n } from "~/i18n/i18n";

/** The page's words (the root catalogue's `t`), so what the browser says is in its language. */
type Say = I18n["t"];

export const MOBILE_BREAKPOINT = 768;
export const SHARE_TEXT_PREVIEW = 100;

/** The public link of a complaint: the short host under 768px, the main host otherwise. */
export function complaintLink(id: string, hosts: { publicHost: string; publicShortHost: string }) {
  const host = window.innerWidth < MOBILE_BREAKPOINT ? hosts.publicShortHost : hosts.publicHost;
  return `${host || window.location.origin}/complaint/${id}`;
}

/**
 * Web Share API where there is one, else copy the link. Resolves to the channel used, or null
 * when nothing was shared (cancelled or failed).
 */
export async function shareComplaint(
  card: { id: string; text: string; company: { name: string } },
  hosts: { publicHost: string; publicShortHost: string },
  t: Say,
): Promise<"web_share" | "copy_link" | null> {
  const url = complaintLink(card.id, hosts);
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({
        title: t("share.title", { company: card.company.name }),
        text: card.text.slice(0, SHARE_TEXT_PREVIEW),
        url,
      });
      return "web_share";
    }
    await navigator.clipboard.writeText(url);
    showToast({ kind: "success", title: t("share.copied") });
    return "copy_link";
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    showToast({
      kind: "error",
      title: t("share.failed"),
      description: t("share.failedText"),
    });
    return null;
  }
}

export async function copyComplaintLink(
  id: string,
  hosts: { publicHost: string; publicShortHost: string },
  t: Say,
) {
  try {
    await navigator.clipboard.writeText(complaintLink(id, hosts));
    showToast({ kind: "success", title: t("share.copied") });
    return true;
  } catch {
    showToast({
      kind: "error",
      title: t("share.copyFailed"),
      description: t("share.copyFailedText"),
    });
    return false;
  }
}

/** Counts a share the browser made (the card's action, `intent: "share"`). */
type CountShare = (fields: { intent: "share"; channel: "web_share" | "copy_link" }) => void;

/**
 * A card's Share and Copy link (its menu, its actions page): the browser shares or copies, then
 * the share is counted.
 */
export function shareActions(
  card: { id: string; text: string; company: { name: string } },
  hosts: { publicHost: string; publicShortHost: string },
  t: Say,
  count: CountShare,
) {
  return {
    async share() {
      const channel = await shareComplaint(card, hosts, t);
      if (channel) count({ intent: "share", channel });
    },
    async copyLink() {
      if (await copyComplaintLink(card.id, hosts, t))
        count({ intent: "share", channel: "copy_link" });
    },
  };
}
