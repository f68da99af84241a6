import { showToast } from "~/components/toaster";

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
): Promise<"web_share" | "copy_link" | null> {
  const url = complaintLink(card.id, hosts);
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({
        title: `Complaint about ${card.company.name} on UCK`,
        text: card.text.slice(0, SHARE_TEXT_PREVIEW),
        url,
      });
      return "web_share";
    }
    await navigator.clipboard.writeText(url);
    showToast({ kind: "success", title: "Link copied!" });
    return "copy_link";
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    showToast({
      kind: "error",
      title: "Could not share",
      description: "There was an error trying to share this complaint.",
    });
    return null;
  }
}

export async function copyComplaintLink(
  id: string,
  hosts: { publicHost: string; publicShortHost: string },
) {
  try {
    await navigator.clipboard.writeText(complaintLink(id, hosts));
    showToast({ kind: "success", title: "Link copied!" });
    return true;
  } catch {
    showToast({
      kind: "error",
      title: "Could not copy the link",
      description: "Copy it from the address bar instead.",
    });
    return false;
  }
}
