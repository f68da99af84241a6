import { type RefObject, useCallback, useEffect, useState } from "react";
import { showToast } from "~/components/toaster";
import { usePageMessages } from "~/i18n/page-messages";
import { DRAFT_KEY, draftFor, ownerOf, SIGNED_OUT_KEY, storedDraft } from "~/lib/complaint-draft";
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
  /** The three optional answers of the statutory clocks (decision 044); older drafts have none. */
  problem?: string;
  payment?: string;
  purchaseDate?: string;
  /** "Show my name publicly" (decision 042); a draft kept before it had none shows the name. */
  showName?: boolean;
  /** The uploaded photo's private key and a small copy to show it again (where drawable). */
  photo: KeptPhoto | null;
};

/** The form with nothing typed: what a tab shows once its person signed out elsewhere. */
const EMPTY_DRAFT: Draft = {
  name: "",
  company: null,
  text: "",
  location: "",
  resolutionSought: "",
  disputeAmount: "",
  disputeCurrency: "",
  sendToVenue: false,
  photo: null,
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

/** The draft's field each of the form's fields (by `name`) holds. */
const FIELD_KEYS: Record<string, keyof Draft> = {
  companyName: "name",
  text: "text",
  location: "location",
  resolutionSought: "resolutionSought",
  disputeAmount: "disputeAmount",
  disputeCurrency: "disputeCurrency",
  problem: "problem",
  payment: "payment",
  purchaseDate: "purchaseDate",
  sendToVenue: "sendToVenue",
  showName: "showName",
};

/**
 * What the person changed in the form before the page's scripts ran (a slow connection): the
 * browser keeps it in the fields, but React's next render would put the server's values back. A
 * field counts when it differs from what the server wrote into it, its default.
 */
function changedBeforeScripts(form: HTMLFormElement | null): Partial<Draft> {
  const changed: Record<string, string | boolean> = {};
  for (const field of form?.elements ?? []) {
    const key = FIELD_KEYS[(field as HTMLInputElement).name];
    if (!key) continue;
    if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
      if (field.checked !== field.defaultChecked && (field.checked || field.type === "checkbox"))
        changed[key] = field.type === "checkbox" ? field.checked : field.value;
    } else if (field instanceof HTMLSelectElement) {
      if (!field.selectedOptions[0]?.defaultSelected) changed[key] = field.value;
    } else if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== field.defaultValue
    ) {
      changed[key] = field.value;
    }
  }
  return changed as Partial<Draft>;
}

/**
 * The draft on the device (localStorage), kept for its owner (`owner`: the signed-in account, or
 * null): it survives signing in, reloads, other tabs and a lost connection, so nothing typed is
 * lost, and nobody else ever sees it: a draft another account wrote, or one a signed-out viewer
 * finds, is dropped (app/lib/complaint-draft.ts `draftFor`). It is read once after hydration and
 * written only after that, so the empty first render never overwrites it; what the person typed
 * into the form before the scripts ran is read from the fields then too, and kept. Filing forgets it (the
 * route's clientAction), and so does signing out (app/routes/auth.logout.tsx); a tab that hears
 * (the `storage` event) that another tab signed out, or that the draft was forgotten or taken by
 * another account, stops writing it, so it never writes an ended session's text back.
 */
export function useDeviceDraft(
  owner: string | null,
  initial: () => Draft,
  form: RefObject<HTMLFormElement | null>,
) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [restored, setRestored] = useState(false);
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    // Read before any render of ours: what was typed while the scripts were on their way wins
    // over the kept draft, field by field.
    const typed = changedBeforeScripts(form.current);
    const saved = draftFor<Draft>(window.localStorage.getItem(DRAFT_KEY), owner, Date.now());
    if (saved) setDraft((current) => withoutStalePhoto({ ...current, ...saved, ...typed }));
    else {
      // Not this viewer's (or unreadable): it leaves the device.
      window.localStorage.removeItem(DRAFT_KEY);
      if (Object.keys(typed).length > 0) setDraft((current) => ({ ...current, ...typed }));
    }
    setRestored(true);
  }, [owner, form]);
  useEffect(() => {
    const heard = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      // Signed out in another tab (or the storage was cleared): the person left this device.
      if (event.key === SIGNED_OUT_KEY || event.key === null) {
        setStopped(true);
        setDraft(EMPTY_DRAFT);
      } else if (event.key === DRAFT_KEY && ownerOf(event.newValue) !== owner) {
        // Filed or forgotten elsewhere, or now another account's: never written back from here.
        setStopped(true);
      }
    };
    window.addEventListener("storage", heard);
    return () => window.removeEventListener("storage", heard);
  }, [owner]);
  useEffect(() => {
    if (restored && !stopped)
      window.localStorage.setItem(DRAFT_KEY, storedDraft(owner, draft, Date.now()));
  }, [draft, restored, stopped, owner]);
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
