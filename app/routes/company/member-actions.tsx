import { money } from "@shared/format";
import {
  REIMBURSEMENT_MAX,
  RESPONSE_CATEGORIES,
  RESPONSE_TEXT_MAX,
  type ResponseCategory,
} from "@shared/response-category";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { useEffect, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { closesDialog, Dialog, opensDialog } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { useHydrated } from "~/lib/use-hydrated";
import { RefundFields } from "./refund-fields";
import type { CompanyAnswer } from "./route";

function useMemberAction() {
  const fetcher = useFetcher<CompanyAnswer>();
  useActionToast(fetcher);
  return fetcher;
}

/**
 * What a member of the claimed company does on a complaint: Respond to an open, unanswered one
 * (text, optional reimbursement, within the month's quota) or Mark Resolved once answered. While
 * the customer says a refund did not arrive, Mark Resolved waits, disabled with its reason, and
 * the member may offer a new refund (decision 024).
 */
export function MemberActions({
  complaint,
  remaining,
  quota,
}: {
  complaint: ComplaintCardData;
  remaining: number | null;
  quota: number | null;
}) {
  const fetcher = useMemberAction();
  const { t, locale, number } = usePageMessages("company");
  const root = useI18n();
  // A refused answer posted without JavaScript comes back with what was typed (decision 041):
  // the dialog opens again holding it.
  const page = useActionData<CompanyAnswer>();
  const typed =
    page && !page.ok && page.intent === "respond" && page.draft?.complaintId === complaint.id
      ? page.draft
      : null;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(typed?.text ?? "");
  const [category, setCategory] = useState<ResponseCategory | "">(typed?.category ?? "");
  const [reimbursement, setReimbursement] = useState(typed?.reimbursement ?? "");
  const [offering, setOffering] = useState(false);
  const done = fetcher.data?.ok && fetcher.state === "idle";
  // Before scripts run the dialog opens by invoker command and its fields are plain.
  const hydrated = useHydrated();
  const dialogId = `respond-${complaint.id}`;
  const offerId = `refund-offer-${complaint.id}`;
  const waitsId = `resolve-waits-${complaint.id}`;
  const today = new Date().toISOString().slice(0, 10);
  useEffect(() => {
    if (done) {
      setOpen(false);
      setOffering(false);
    }
  }, [done]);

  const canRespond =
    !complaint.hasResponse && (complaint.status === "open" || complaint.status === "escalated");
  // Not while its last claim waits for the complainant (decision 040).
  const canResolve =
    complaint.hasResponse && complaint.status !== "resolved" && complaint.outcome !== "awaiting";
  if ((!canRespond && !canResolve) || (done && fetcher.data?.intent === "resolve")) return null;
  const outOfQuota = remaining !== null && remaining <= 0;
  const refundMissing = canResolve && complaint.refund?.status === "not_received";

  return (
    <div className="flex flex-wrap gap-2" data-testid="member-actions">
      {canRespond && !(done && fetcher.data?.intent === "respond") ? (
        <button
          type="button"
          {...(hydrated ? {} : opensDialog(dialogId))}
          onClick={() => setOpen(true)}
          className="rounded-md bg-neutral-900 px-3 py-1 text-xs font-semibold text-white hover:bg-neutral-700"
        >
          {t("member.respond")}
        </button>
      ) : null}
      {refundMissing ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby={waitsId}
            className="cursor-not-allowed rounded-md border border-neutral-300 px-3 py-1 text-xs font-semibold text-neutral-500"
          >
            {t("member.markResolved")}
          </button>
          <button
            type="button"
            {...(hydrated ? {} : opensDialog(offerId))}
            onClick={() => setOffering(true)}
            className="rounded-md bg-neutral-900 px-3 py-1 text-xs font-semibold text-white hover:bg-neutral-700"
          >
            {t("member.offerRefund")}
          </button>
          <p id={waitsId} className="basis-full text-xs text-neutral-700">
            {t("member.waits")}
          </p>
          <Dialog
            id={offerId}
            open={offering}
            onOpenChange={setOffering}
            title={t("member.offerRefund")}
            description={t("member.refundMissing", {
              // The amount in the page's language, from the raw value the server sent.
              amount: complaint.refund
                ? money(complaint.refund.amountMinor, complaint.refund.currency, locale)
                : "",
            })}
          >
            <fetcher.Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="refund-offer" />
              <input type="hidden" name="complaintId" value={complaint.id} />
              <RefundFields
                legend={t("member.newRefund")}
                today={today}
                required
                currency={complaint.refund?.currency}
              />
              <div className="flex justify-end gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  {...closesDialog(offerId)}
                  onClick={() => setOffering(false)}
                >
                  {t("member.cancel")}
                </Button>
                <Button disabled={fetcher.state !== "idle"}>{t("member.recordRefund")}</Button>
              </div>
            </fetcher.Form>
          </Dialog>
        </>
      ) : canResolve ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="resolve" />
          <input type="hidden" name="complaintId" value={complaint.id} />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md border border-green-600 px-3 py-1 text-xs font-semibold text-green-700 hover:bg-green-50"
          >
            {t("member.markResolved")}
          </button>
        </fetcher.Form>
      ) : null}
      <Dialog
        id={dialogId}
        open={open}
        startsOpen={typed !== null}
        onOpenChange={setOpen}
        title={
          complaint.author.name
            ? t("member.respondTo", { name: complaint.author.name })
            : t("member.respondToCustomer")
        }
        description={
          quota === null
            ? t("manage.unlimited")
            : t("member.remaining", {
                remaining: number(remaining ?? 0),
                quota: number(quota),
              })
        }
      >
        <fetcher.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="respond" />
          <input type="hidden" name="complaintId" value={complaint.id} />
          <label htmlFor={`response-${complaint.id}`} className="sr-only">
            {t("member.yourResponse")}
          </label>
          <Textarea
            id={`response-${complaint.id}`}
            name="text"
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            maxLength={RESPONSE_TEXT_MAX}
            placeholder={t("member.placeholder")}
            pad="area"
            className="text-sm"
          />
          <fieldset className="space-y-1 text-sm">
            <legend className="mb-1 font-medium">{t("member.whatDoes")}</legend>
            {RESPONSE_CATEGORIES.map((value) => {
              // The hint describes the choice; the choice's name is the category alone.
              const hintId = `${dialogId}-${value}-hint`;
              return (
                <div key={value} className="flex items-start gap-2">
                  <input
                    id={`${dialogId}-${value}`}
                    type="radio"
                    name="category"
                    value={value}
                    required
                    aria-describedby={hintId}
                    checked={category === value}
                    onChange={() => setCategory(value)}
                    className="mt-0.5 size-4 accent-brand-500"
                  />
                  <span>
                    <label htmlFor={`${dialogId}-${value}`} className="font-medium">
                      {root.t(`category.${value}`)}
                    </label>
                    <span id={hintId} className="block text-xs text-neutral-600">
                      {t(`member.hint.${value}`)}
                    </span>
                  </span>
                </div>
              );
            })}
          </fieldset>
          {/* A monetary relief is a refund offer: its details and amount go with it. */}
          <input type="hidden" name="offerReimbursement" value="on" />
          {category === "monetary" || !hydrated ? (
            <Input
              name="reimbursement"
              aria-label={t("member.reimbursementDetails")}
              value={reimbursement}
              onChange={(event) => setReimbursement(event.target.value)}
              maxLength={REIMBURSEMENT_MAX}
              placeholder={t("member.reimbursementExample")}
              className="text-sm"
            />
          ) : null}
          {category === "monetary" || !hydrated ? (
            <RefundFields
              legend={t("member.theRefund")}
              today={today}
              required={hydrated}
              defaults={typed ?? undefined}
            />
          ) : null}
          {typed && page?.toast ? (
            // Without scripts the refusal is said here, beside what was typed.
            <p role="alert" className="text-sm text-red-700" data-testid="respond-refused">
              <strong className="font-semibold">{page.toast.title}</strong> {page.toast.description}
            </p>
          ) : null}
          {outOfQuota ? (
            <p role="alert" className="text-sm text-red-700">
              {t("member.limitReached")}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="secondary"
              {...closesDialog(dialogId)}
              onClick={() => setOpen(false)}
            >
              {t("member.cancel")}
            </Button>
            <Button
              disabled={
                (hydrated && (!text.trim() || !category)) || outOfQuota || fetcher.state !== "idle"
              }
            >
              {t("member.submit")}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </div>
  );
}
