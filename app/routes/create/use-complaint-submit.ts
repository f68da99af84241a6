import type { Coordinates } from "@shared/complaint-facets";
import { complaintProblem, SUBMIT_FAILED } from "@shared/complaint-validation";
import { readResolution } from "@shared/resolution";
import { type RefObject, useCallback, useEffect } from "react";
import { useFetcher, useNavigate } from "react-router";
import { showToast } from "~/components/toaster";
import { usePageMessages } from "~/i18n/page-messages";
import { sayToastWith } from "~/i18n/toast-words";
import type { Draft } from "./device-draft";
import { useSendWhenOnline } from "./device-draft";
import type { action } from "./route";

/**
 * Sending /create's form with JavaScript: "Check for similar complaints" becomes the plain form's
 * GET, a signed-out person is asked to sign in, the browser's own checks answer in the page's
 * language before anything is sent, and a refusal comes back as the spec's toast (with a link to
 * the person's earlier complaint when it is a duplicate, and an offer to send it again once the
 * connection returns when it was sent offline). The draft stays on the device until the server
 * accepted the complaint.
 */
export function useComplaintSubmit({
  draft,
  signedIn,
  position,
  form,
  askToSignIn,
}: {
  draft: Draft;
  signedIn: boolean;
  position: Coordinates | null;
  form: RefObject<HTMLFormElement | null>;
  askToSignIn: () => void;
}) {
  const { t } = usePageMessages("create");
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const offerWhenOnline = useSendWhenOnline(form);
  // With the network gone, the page says so (not the spec's failure text, which is for real
  // failures) and offers to send the complaint once the connection returns.
  const showOffline = useCallback(() => {
    showToast({ kind: "info", title: t("create.offline"), description: t("create.offlineText") });
    offerWhenOnline();
  }, [offerWhenOnline, t]);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state === "idle" && answer?.toast && !answer.ok) {
      // Sent while offline: not a failure to report to support; the offer comes back online.
      if (!navigator.onLine) {
        showOffline();
        return;
      }
      const first = answer.duplicateOf;
      showToast({
        kind: "error",
        ...sayToastWith(t, answer.toast),
        ...(first
          ? {
              action: {
                label: t("create.openYourComplaint"),
                onClick: () => navigate(`/complaint/${first}`),
              },
            }
          : {}),
      });
    }
  }, [fetcher.state, fetcher.data, navigate, showOffline, t]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // "Check for similar complaints": the same GET the plain form makes, from the draft.
    if (submitter?.getAttribute("name") === "check") {
      const query = new URLSearchParams({
        check: "1",
        companyName: draft.name,
        companySlug: draft.company?.slug ?? "",
        text: draft.text,
      });
      navigate(`/create?${query}`, { preventScrollReset: true });
      return;
    }
    const groupWith =
      submitter?.getAttribute("name") === "groupWith" ? submitter.getAttribute("value") : null;
    if (!signedIn) {
      askToSignIn();
      return;
    }
    const problem = complaintProblem({
      companyName: draft.name,
      companySlug: draft.company?.slug ?? "",
      companyDomain: draft.company?.domain ?? "",
      text: draft.text,
      location: draft.location,
    });
    if (problem) {
      showToast({ kind: "error", ...sayToastWith(t, problem) });
      return;
    }
    const resolution = readResolution(draft);
    if (!resolution.ok) {
      showToast({
        kind: "error",
        ...sayToastWith(t, {
          title: SUBMIT_FAILED.title,
          description: resolution.problem,
          words: { ...resolution.words, title: "create.problem.submitFailed.title" },
        }),
      });
      return;
    }
    // Known offline before sending: nothing to try.
    if (!navigator.onLine) {
      showOffline();
      return;
    }
    const imageKey = draft.photo?.key;
    fetcher.submit(
      {
        companyName: draft.name,
        companySlug: draft.company?.slug ?? "",
        companyDomain: draft.company?.domain ?? "",
        text: draft.text,
        location: draft.location,
        resolutionSought: draft.resolutionSought,
        disputeAmount: draft.disputeAmount,
        disputeCurrency: draft.disputeCurrency,
        ...(draft.sendToVenue ? { sendToVenue: "on" } : {}),
        problem: draft.problem ?? "",
        payment: draft.payment ?? "",
        purchaseDate: draft.purchaseDate ?? "",
        nameChoice: "1",
        ...(draft.showName !== false ? { showName: "on" } : {}),
        ...(imageKey ? { imageKey } : {}),
        ...(groupWith ? { groupWith } : {}),
        ...(position
          ? { latitude: String(position.latitude), longitude: String(position.longitude) }
          : {}),
      },
      { method: "post" },
    );
  }

  return { submit, submitting: fetcher.state !== "idle" };
}
