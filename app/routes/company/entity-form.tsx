import { ENTITY_LIMITS } from "@shared/legal-entity";
import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import { useActionToast } from "~/lib/use-action-toast";
import { REGISTRIES } from "./registries";
import type { CompanyAnswer } from "./route";

const field = "rounded-md border border-neutral-300 px-2 py-1";

/**
 * The entry of the company's legal entity with a document (a plain multipart form, no JavaScript
 * needed), by its owners or by the person claiming the page beside their claim (decision 050);
 * public only once UCK has checked the document (decision 045). A chunk only they load.
 */
export default function EntityForm({ claimant = false }: { claimant?: boolean }) {
  const { t } = usePageMessages("company");
  const fetcher = useFetcher<CompanyAnswer>();
  useActionToast(fetcher, undefined, t);
  return (
    <details {...{ [LAZY_CHUNK_ATTRIBUTE]: "entity-form" }}>
      <summary className="cursor-pointer text-brand-700">
        {t(claimant ? "entity.enterWithClaim" : "entity.enter")}
      </summary>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-2 grid gap-2"
        data-testid="legal-entity-form"
      >
        <input type="hidden" name="intent" value="legal-entity" />
        <p className="text-neutral-700">
          {t(claimant ? "entity.enterWithClaimHelp" : "entity.enterHelp")}
        </p>
        <label className="flex flex-col">
          <span>{t("entity.legalName")}</span>
          <input name="legalName" required maxLength={ENTITY_LIMITS.legalName} className={field} />
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
          <input
            name="identifier"
            required
            maxLength={ENTITY_LIMITS.identifier}
            className={field}
          />
        </label>
        <label className="flex flex-col">
          <span>{t("entity.address")}</span>
          <input name="address" maxLength={ENTITY_LIMITS.address} className={field} />
        </label>
        <label className="flex flex-col">
          <span>{t("entity.country")}</span>
          <input name="country" maxLength={ENTITY_LIMITS.country} className={field} />
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
  );
}
