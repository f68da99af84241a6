import { ESCALATION_OUTCOMES } from "@shared/escalation-outcome";
import { AMOUNT_TYPED_MAX, CURRENCY_CODES } from "@shared/refunds";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import type { Route } from "../+types/complaint.$id.outcome";

/**
 * The three forms of the outcome page (decision 046): the complainant records what happened,
 * a member of the company confirms it, a superadmin checks the evidence. Plain forms that post
 * to the page's action, so they work without scripts.
 */
type Side = NonNullable<Route.ComponentProps["loaderData"]["side"]>;
type Current = NonNullable<Side["current"]>;
type Draft = { outcome: string; amount: string; currency: string; occurredOn: string };

/** The complainant's record: the outcome, its amount and day, and private evidence. */
export function RecordOutcomeForm({
  current,
  draft,
  company,
  errorLine,
}: {
  current: Current | null;
  draft: Draft | undefined;
  company: string;
  errorLine: ReactNode;
}) {
  const { t } = usePageMessages("outcomes");
  const busy = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
      data-testid="outcome-form"
    >
      <input type="hidden" name="intent" value="record" />
      <h2 className="font-semibold">
        {t(current ? "outcomes.formChange" : "outcomes.formHeading")}
      </h2>
      <p className="text-sm text-neutral-700">{t("outcomes.intro", { company })}</p>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">{t("outcomes.field")}</span>
        <Select name="outcome" required defaultValue={draft?.outcome ?? current?.outcome ?? ""}>
          {ESCALATION_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {t(`outcomes.o.${value}`)}
            </option>
          ))}
        </Select>
      </label>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{t("outcomes.amountField")}</span>
          <Input
            name="amount"
            inputMode="decimal"
            maxLength={AMOUNT_TYPED_MAX}
            defaultValue={draft?.amount ?? ""}
            aria-describedby="outcome-amount-hint"
          />
        </label>
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{t("outcomes.currencyField")}</span>
          <Select name="currency" defaultValue={draft?.currency || current?.currency || "EUR"}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <p id="outcome-amount-hint" className="text-xs text-neutral-600">
        {t("outcomes.amountHint")}
      </p>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">{t("outcomes.dayField")}</span>
        <Input name="occurredOn" type="date" required defaultValue={draft?.occurredOn ?? ""} />
      </label>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">{t("outcomes.evidenceField")}</span>
        <span className="block text-xs text-neutral-600">
          {t("outcomes.evidenceHint", { company })}
        </span>
        <input
          name="evidence"
          type="file"
          accept="image/*,application/pdf"
          className="block w-full text-sm"
        />
      </label>
      {errorLine}
      <Button disabled={busy}>{busy ? t("outcomes.sending") : t("outcomes.send")}</Button>
    </Form>
  );
}

/** A member of the company confirms the complainant's outcome. */
export function ConfirmOutcomeForm({
  current,
  company,
  errorLine,
}: {
  current: Current;
  company: string;
  errorLine: ReactNode;
}) {
  const { t } = usePageMessages("outcomes");
  const busy = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
      data-testid="outcome-confirm"
    >
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="outcomeId" value={current.id} />
      <h2 className="font-semibold">{t("outcomes.confirmHeading", { company })}</h2>
      <p className="text-sm text-neutral-700">{t("outcomes.confirmIntro", { company })}</p>
      {errorLine}
      <Button disabled={busy}>{t("outcomes.confirm")}</Button>
    </Form>
  );
}

/** A superadmin reads the evidence, then verifies, approves or refuses the outcome. */
export function OutcomeDecision({
  current,
  errorLine,
}: {
  current: Current;
  errorLine: ReactNode;
}) {
  const { t } = usePageMessages("outcomes");
  const busy = useNavigation().state === "submitting";
  return (
    <section
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
      data-testid="outcome-admin"
    >
      <h2 className="font-semibold">{t("outcomes.adminHeading")}</h2>
      {current.hasEvidence ? (
        <p className="text-sm">
          <a href={`/admin/evidence/${current.id}`} className="text-brand-700 underline" download>
            {t("outcomes.adminEvidence")}
          </a>
        </p>
      ) : null}
      {errorLine}
      <div className="flex flex-wrap gap-2">
        {(!current.verifiedVia && current.hasEvidence
          ? (["verify", "refuse"] as const)
          : current.counting === "review"
            ? (["approve", "refuse"] as const)
            : []
        ).map((decision) => (
          <Form method="post" key={decision}>
            <input type="hidden" name="intent" value="decide" />
            <input type="hidden" name="outcomeId" value={current.id} />
            <input type="hidden" name="decision" value={decision} />
            <Button disabled={busy}>
              {t(
                decision === "verify"
                  ? "outcomes.adminVerify"
                  : decision === "approve"
                    ? "outcomes.adminApprove"
                    : "outcomes.adminRefuse",
              )}
            </Button>
          </Form>
        ))}
      </div>
    </section>
  );
}
