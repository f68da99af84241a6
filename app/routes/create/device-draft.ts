import { type RefObject, useCallback, useEffect, useState } from "react";
import { showToast } from "~/components/toaster";
import { usePageMessages } from "~/i18n/page-messages";
import { DRAFT_KEY } from "~/lib/complaint-draft";
import type { CompanyInfo } from "./company-api";
import type { KeptPhoto } from "./image-picker";

/** What /create keeps of a complaint being written. */
export type Draft = {
  name: string;
  company: CompanyInfo | null;
  text: string;
  location: string;
  resolutionSought: string;
  disputeAmount: string;
  disputeCurrency: string;
  sendToVenue: boolean;
  /** The uploaded photo's private key and a small copy to show it again (where drawable). */
  photo: KeptPhoto | null;
};

/**
 * A kept photo is dropped from the draft a little before the server sweeps unfiled uploads (a day,
 * worker/storage/complaint-images.ts): filing it later would fail.
 */
const PHOTO_KEPT_MS = 23 * 60 * 60 * 1000;

function withoutStalePhoto(draft: Draft): Draft {
  const photo = draft.photo;
  const fresh = photo?.preview && Date.now() - photo.savedAt < PHOTO_KEPT_MS;
  return fresh ? draft : { ...draft, photo: null };
}

/**
 * The draft on the device (localStorage): it survives signing in, reloads, other tabs and a lost
 * connection, so nothing typed is lost. It is read once after hydration and written only after
 * that, so the empty first render never overwrites it. Filing forgets it (the route's
 * clientAction), and so does signing out (app/routes/auth.logout.tsx).
 */
export function useDeviceDraft(initial: () => Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = window.localStorage.getItem(DRAFT_KEY);
    try {
      if (saved) setDraft((current) => withoutStalePhoto({ ...current, ...JSON.parse(saved) }));
    } catch {
      window.localStorage.removeItem(DRAFT_KEY);
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft, restored]);
  return [draft, setDraft] as const;
}

/**
 * A complaint sent while offline: once the connection returns, a toast offers to send it (the
 * form as it stands). Returns the call that arms the offer.
 */
export function useSendWhenOnline(form: RefObject<HTMLFormElement | null>) {
  const [waiting, setWaiting] = useState(false);
  const { t } = usePageMessages("create");
  useEffect(() => {
    if (!waiting) return;
    const offer = () => {
      setWaiting(false);
      showToast({
        kind: "info",
        title: t("create.backOnline"),
        description: t("create.backOnlineText"),
        action: { label: t("create.sendComplaint"), onClick: () => form.current?.requestSubmit() },
      });
    };
    window.addEventListener("online", offer);
    return () => window.removeEventListener("online", offer);
  }, [waiting, form, t]);
  return useCallback(() => setWaiting(true), []);
}
