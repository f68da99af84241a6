import { companyPath } from "@shared/company-path";
import { ENTITY_LIMITS } from "@shared/legal-entity";
import { Link, useFetcher } from "react-router";
import { Input, Select } from "~/components/ui/input";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { REGISTRIES } from "../company/registries";
import { Field } from "./field";
import { DecisionForm, EmptyQueue } from "./queue-item";
import type { AdminAnswer } from "./route";
import { SlugForm } from "./slug-form";

type Entity = {
  id: string;
  companyName: string;
  companySlug: string;
  legalName: string;
  registry: (typeof REGISTRIES)[number];
  identifier: string;
  address: string | null;
  registerStatus: string | null;
  source: "gleif" | "companies_house" | "company" | "superadmin";
  checkedOn: string;
  state: string;
  proposed: boolean;
  hasDocument: boolean;
  /** Entered with a claim still pending: the address the page is claimed with (decision 050). */
  claimantEmail: string | null;
};

/**
 * Legal entities (decision 045): look a company up in the registers, enter one by hand, and
 * confirm or reject what waits (register candidates, a company's entry with its document).
 * Nothing is public before a superadmin confirms it here.
 */
export function EntitiesPanel({ entities }: { entities: Entity[] }) {
  const decide = useFetcher<AdminAnswer>();
  useActionToast(decide);
  const { t } = usePageMessages("admin");
  return (
    <Panel
      id="entities-heading"
      className="space-y-4"
      testId="entities-panel"
      headingClassName="text-lg font-semibold"
      heading={t("entities.heading")}
    >
      <p className="text-sm text-neutral-700">{t("entities.help")}</p>
      <SlugForm intent="lookup-entity" submit={t("entities.lookup")} variant="secondary" />
      <SlugForm intent="enter-entity" submit={t("entities.enter")} layout="grid">
        <Field label={t("entities.legalName")}>
          <Input name="legalName" required wide={false} />
        </Field>
        <Field label={t("entities.registry")}>
          <Select name="registry" wide={false}>
            {REGISTRIES.map((registry) => (
              <option key={registry} value={registry}>
                {t(`entities.registry.${registry}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("entities.identifier")}>
          <Input name="identifier" required wide={false} />
        </Field>
        <Field label={t("entities.address")}>
          <Input name="address" wide={false} />
        </Field>
        <Field label={t("entities.country")}>
          <Input name="country" maxLength={ENTITY_LIMITS.country} wide={false} />
        </Field>
      </SlugForm>
      {entities.length === 0 ? (
        <EmptyQueue>{t("entities.none")}</EmptyQueue>
      ) : (
        <ul className="space-y-3">
          {entities.map((entity) => (
            <li
              key={entity.id}
              className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
              data-testid="entity-item"
            >
              <p className="font-semibold">
                <Link to={companyPath(entity.companySlug)} className="hover:underline">
                  {entity.companyName}
                </Link>
                {entity.proposed ? (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900">
                    {t("entities.proposed")}
                  </span>
                ) : null}
              </p>
              <p>
                {entity.legalName} · {t(`entities.registry.${entity.registry}`)}{" "}
                <span className="font-mono">{entity.identifier}</span>
                {entity.registerStatus ? ` · ${entity.registerStatus}` : ""}
              </p>
              {entity.address ? <p className="text-neutral-700">{entity.address}</p> : null}
              <p className="text-neutral-600">
                {t(`entities.from.${entity.source}`, { day: entity.checkedOn })}
              </p>
              {entity.claimantEmail ? (
                <p className="text-amber-900" data-testid="entity-claimant">
                  {t("entities.byClaimant", { email: entity.claimantEmail })}
                </p>
              ) : null}
              {entity.hasDocument ? (
                <p>
                  <a
                    href={`/admin/evidence/${entity.id}`}
                    className="text-brand-700 underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t("entities.document")}
                  </a>
                </p>
              ) : null}
              <DecisionForm
                fetcher={decide}
                intent="decide-entity"
                idName="entityId"
                id={entity.id}
                yes={{ value: "confirm", label: t("entities.confirm") }}
                no={{ value: "reject", label: t("entities.reject") }}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
