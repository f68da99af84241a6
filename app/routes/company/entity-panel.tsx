import type { LegalEntity } from "@worker/services/companies/legal-entity";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { lazyAfterServer } from "~/lib/lazy-after-server";

/** The entry form: a chunk only owners and claimants load (decision 059, lazy-after-server.ts). */
const EntityForm = lazyAfterServer("entity-form", () => import("./entity-form"));

/**
 * Who the company really is (decision 045): its confirmed legal entity with where it
 * comes from and the day it was checked, or "Legal entity unknown", never a guess. Its owners,
 * and a person whose claim of the page is pending (decision 050), enter it with a document (a
 * plain multipart form, no JavaScript needed); it is public only once UCK has checked the
 * document.
 */
export function EntityPanel({
  entity,
  waiting,
  entry,
}: {
  entity: LegalEntity | null;
  waiting: { legalName: string; day: string } | null;
  entry: "owner" | "claimant" | null;
}) {
  const { t } = usePageMessages("company");
  return (
    <Panel
      id="entity-heading"
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-sm"
      testId="legal-entity"
      heading={t("entity.heading")}
    >
      {entity ? (
        <dl className="space-y-1">
          <dt className="sr-only">{t("entity.legalName")}</dt>
          <dd className="font-medium" data-testid="legal-entity-name">
            {entity.legal_name}
          </dd>
          <dt className="sr-only">{t("entity.number")}</dt>
          <dd>
            {t(`entity.registry.${entity.registry}`)}:{" "}
            <span className="font-mono">{entity.identifier}</span>
          </dd>
          {entity.address ? (
            <>
              <dt className="sr-only">{t("entity.address")}</dt>
              <dd className="text-neutral-700">{entity.address}</dd>
            </>
          ) : null}
          {entity.status ? (
            <>
              <dt className="sr-only">{t("entity.status")}</dt>
              <dd className="text-neutral-700">
                {t("entity.statusIs", { status: entity.status })}
              </dd>
            </>
          ) : null}
          <dt className="sr-only">{t("entity.source")}</dt>
          <dd className="text-neutral-600" data-testid="legal-entity-source">
            {t(`entity.from.${entity.source}`, { day: entity.checked })}
          </dd>
        </dl>
      ) : (
        <p className="text-neutral-700" data-testid="legal-entity-unknown">
          {t("entity.unknown")}
        </p>
      )}
      {entry && waiting ? (
        <p className="text-amber-900" data-testid="legal-entity-waiting">
          {t("entity.waiting", { name: waiting.legalName, day: waiting.day })}
        </p>
      ) : null}
      {entry ? (
        <ChunkBoundary failed={<p role="alert">{t("company.toolsFailed")}</p>}>
          <EntityForm claimant={entry === "claimant"} />
        </ChunkBoundary>
      ) : null}
    </Panel>
  );
}
