import { companyPath } from "@shared/company-path";
import type { ClaimForReview } from "@worker/services/admin/claims";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { DecisionButtons, EmptyQueue } from "./queue-item";
import type { AdminAnswer } from "./route";

function ClaimCard({
  claim,
  now,
  fetcher,
}: {
  claim: ClaimForReview;
  now: number;
  fetcher: FetcherWithComponents<AdminAnswer>;
}) {
  const busy = fetcher.state !== "idle";
  const atDomain = claim.requesterEmail.endsWith(`@${claim.companyDomain}`);
  const { t, rich } = usePageMessages("admin");
  const requester = `${claim.requesterName ?? t("claims.unknownUser")}${
    claim.requesterUsername ? ` (@${claim.requesterUsername})` : ""
  }`;
  return (
    <li
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="claim-item"
    >
      <p className="font-semibold">
        <Link to={companyPath(claim.companySlug)} className="hover:underline">
          {claim.companyName}
        </Link>{" "}
        <span className="text-sm font-normal text-neutral-600">({claim.companyDomain})</span>
        {claim.companyClaimed ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            {t("claims.alreadyClaimed")}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-neutral-700">
        {rich(
          atDomain ? "claims.asked" : "claims.askedOffDomain",
          {
            when: <RelativeTime at={claim.createdAt} now={now} />,
            email: <span className="font-mono break-all">{claim.requesterEmail}</span>,
          },
          { requester },
        )}
      </p>
      {claim.reviewReason ? (
        <p className="text-sm text-amber-900" data-testid="claim-review-reason">
          {t("claims.backForReview")}
        </p>
      ) : null}
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="decide-claim" />
        <input type="hidden" name="claimId" value={claim.id} />
        <DecisionButtons
          busy={busy}
          accept={{ value: "approve", label: t("claims.approve"), disabled: claim.companyClaimed }}
          decline={{ value: "reject", label: t("claims.reject") }}
        />
      </fetcher.Form>
    </li>
  );
}

/** Company claims the mail step could not verify, waiting for an admin. */
export function ClaimsPanel({ claims, now }: { claims: ClaimForReview[]; now: number }) {
  // Shared by the cards: a decided claim leaves the list, the toast must outlive it.
  const decision = useFetcher<AdminAnswer>();
  useActionToast(decision);
  const { t } = usePageMessages("admin");
  if (claims.length === 0) return <EmptyQueue>{t("claims.none")}</EmptyQueue>;
  return (
    <ul className="space-y-3">
      {claims.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} now={now} fetcher={decision} />
      ))}
    </ul>
  );
}
