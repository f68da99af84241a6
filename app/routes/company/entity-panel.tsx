import type { LegalEntity } from "@worker/services/companies/legal-entity";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import { usePageMessages } from "~/i18n/page-messages";
import type { CompanyAnswer } from "./route";

const REGISTRIES = [
  "lei",
  "gb_company_number",
  "tr_mersis",
  "tr_vkn",
  "br_cnpj",
  "es_nif",
  "other",
] as const;

const field = "rounded-md border border-neutral-300 px-2 py-1";

/**
 * Who the company really is (issue 66, decision 045): its confirmed legal entity with where it
 * comes from and the day it was checked, or "Legal entity unknown", never a guess. Its owners
 * enter it with a document (a plain multipart form, no JavaScript needed); it is public only once
 * UCK has checked the document.
 */
export function EntityPanel({
  entity,
  waiting,
  owner,
}: {
  entity: LegalEntity | null;
  waiting: { legalName: string; day: string } | null;
  owner: boolean;
}) {
  const { t } = usePageMessages("company");
  const fetcher = useFetcher<CompanyAnswer>();
  const handled = useRef<CompanyAnswer | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result?.toast || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    showToast({ kind: result.ok ? "success" : "error", ...result.toast });
  }, [fetcher.data, fetcher.state]);
  return (
    <section
      aria-labelledby="entity-heading"
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3 text-sm shadow-sm"
      data-testid="legal-entity"
    >
      <h2 id="entity-heading" className="font-semibold">
        {t("entity.heading")}
      </h2>
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
      {owner && waiting ? (
        <p className="text-amber-900" data-testid="legal-entity-waiting">
          {t("entity.waiting", { name: waiting.legalName, day: waiting.day })}
        </p>
      ) : null}
      {owner ? (
        <details>
          <summary className="cursor-pointer text-brand-700">{t("entity.enter")}</summary>
          <fetcher.Form
            method="post"
            encType="multipart/form-data"
            className="mt-2 grid gap-2"
            data-testid="legal-entity-form"
          >
            <input type="hidden" name="intent" value="legal-entity" />
            <p className="text-neutral-700">{t("entity.enterHelp")}</p>
            <label className="flex flex-col">
              <span>{t("entity.legalName")}</span>
              <input name="legalName" required maxLength={300} className={field} />
            </label>
            <label className="flex flex-col">
              <span>{t("entity.registryLabel")}</span>
              <select name="registry" className={field}>
                {REGISTRIES.map((registry) => (
                  <option key={registry} value={registry}>
                    {t(`entity.registry.${registry}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col">
              <span>{t("entity.number")}</span>
              <input name="identifier" required maxLength={40} className={field} />
            </label>
            <label className="flex flex-col">
              <span>{t("entity.address")}</span>
              <input name="address" maxLength={500} className={field} />
            </label>
            <label className="flex flex-col">
              <span>{t("entity.country")}</span>
              <input name="country" maxLength={2} className={field} />
            </label>
            <label className="flex flex-col">
              <span>{t("entity.documentLabel")}</span>
              <input
                type="file"
                name="document"
                required
                accept="image/jpeg,image/png,image/webp"
                className={field}
              />
            </label>
            <button
              type="submit"
              className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white"
            >
              {t("entity.send")}
            </button>
          </fetcher.Form>
        </details>
      ) : null}
    </section>
  );
}
