import { COMPANY_QUERY_MAX, DOMAIN_INPUT_MAX } from "@shared/domain";
import type { PlainMatch } from "@worker/services/complaints/file-plain";
import { useState } from "react";
import { CompanyLogo } from "~/components/complaint/company-logo";
import { Input } from "~/components/ui/input";
import * as Tabs from "~/components/ui/tabs";
import { usePageMessages } from "~/i18n/page-messages";
import type { CompanyInfo } from "./company-api";
import { useCombobox } from "./use-combobox";
import { companyChoice, useNameSearch } from "./use-company-lookup";

const COMPANY_INPUT_ID = "company-name";

const tabClass =
  "rounded-md py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm";

/**
 * The company of a complaint: "Search by Name" (from 2 characters, after a 300 ms pause, keyboard
 * navigable) or "Enter Domain". `name` is what the user typed; `company` what they chose.
 * Without scripts the tabs are not shown (CSS `scripting: none`): the name is sent as typed, with
 * a website domain when UCK does not know it, and the companies a name matched come back as
 * choices (`matches`, from the plain form's refusal).
 */
export function CompanySelector({
  name,
  company,
  onNameChange,
  onSelect,
  initialDomain = "",
  matches = [],
}: {
  /** The domain a refused plain-form submission carried. */
  initialDomain?: string;
  /** The companies the name of a refused plain-form submission matched. */
  matches?: PlainMatch[];
  name: string;
  company: CompanyInfo | null;
  onNameChange: (name: string) => void;
  onSelect: (company: CompanyInfo | null) => void;
}) {
  const { t } = usePageMessages("create");
  const { results, searching, unmatched } = useNameSearch(t, name, company);
  const [tab, setTab] = useState("name");
  const [domain, setDomain] = useState("");
  const { choose, searchDomain } = companyChoice(t, (found) => {
    onSelect(found);
    onNameChange(found.name);
  });

  const combobox = useCombobox({
    inputId: COMPANY_INPUT_ID,
    items: results,
    onInputChange: (value) => {
      onNameChange(value);
      if (company) onSelect(null);
    },
    onSelect: (item) => void choose(item),
  });

  if (company) {
    return (
      <div
        className="flex items-center gap-3 rounded-lg border border-neutral-300 bg-white p-3"
        data-testid="selected-company"
      >
        <CompanyLogo name={company.name} domain={company.domain} logo={company.logo} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{company.name}</p>
          <p className="truncate text-xs text-neutral-500">{company.domain}</p>
        </div>
        <button
          type="button"
          onClick={() => onSelect(null)}
          className="text-sm font-medium text-brand-600 hover:underline"
        >
          {t("create.change")}
        </button>
      </div>
    );
  }

  const open = combobox.isOpen && results.length > 0;
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List
        aria-label={t("create.findCompany")}
        className="mb-3 grid grid-cols-2 rounded-lg bg-neutral-100 p-1 noscript:hidden"
      >
        <Tabs.Trigger value="name" className={tabClass}>
          {t("create.searchByName")}
        </Tabs.Trigger>
        <Tabs.Trigger value="domain" className={tabClass}>
          {t("create.enterDomain")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="name" className="relative">
        <label
          {...combobox.labelProps}
          htmlFor={COMPANY_INPUT_ID}
          className="mb-1 block text-sm font-medium"
        >
          {t("create.companyName")}
        </label>
        <input
          {...combobox.inputProps}
          name="companyName"
          value={name}
          placeholder={t("create.companyNamePlaceholder")}
          maxLength={COMPANY_QUERY_MAX}
          className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
        />
        {matches.length > 0 ? (
          <fieldset className="mt-3 space-y-1" data-testid="company-matches">
            <legend className="mb-1 text-sm font-medium">{t("create.whichCompany")}</legend>
            {matches.map((match, index) => (
              <label
                key={match.domain}
                className="flex items-center gap-2 rounded-md border border-neutral-200 px-3 py-2 text-sm has-checked:border-neutral-900"
              >
                <input
                  type="radio"
                  name="companyPick"
                  value={match.domain}
                  defaultChecked={index === 0}
                  className="accent-neutral-900"
                />
                <span className="min-w-0 flex-1 font-medium">{match.name}</span>
                <span className="text-xs text-neutral-600">{match.domain}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {/* Without JavaScript the tabs are not shown: the domain is asked for here, and only
            needed when UCK does not know the name. */}
        <noscript>
          <label htmlFor="company-domain-plain" className="mt-3 mb-1 block text-sm font-medium">
            {t("create.websiteDomain")}
          </label>
          <p id="company-domain-plain-hint" className="mb-1 text-xs text-neutral-600">
            {t("create.websiteDomainHint")}
          </p>
          <Input
            id="company-domain-plain"
            name="companyDomain"
            aria-describedby="company-domain-plain-hint"
            defaultValue={initialDomain}
            placeholder={t("create.domainPlaceholder")}
            inputMode="url"
            autoCapitalize="none"
            maxLength={DOMAIN_INPUT_MAX}
            className="text-sm"
          />
        </noscript>
        {searching ? (
          <p className="mt-1 text-xs text-neutral-500">{t("create.searching")}</p>
        ) : null}
        {!searching && unmatched ? (
          <p role="status" className="mt-2 text-sm text-neutral-700" data-testid="no-company-match">
            {t("create.noMatch", { name: unmatched })}{" "}
            <button
              type="button"
              onClick={() => {
                setTab("domain");
                // The domain box exists once its tab shows.
                requestAnimationFrame(() => document.getElementById("company-domain")?.focus());
              }}
              className="font-medium text-brand-600 underline hover:text-brand-700"
            >
              {t("create.enterDomain")}
            </button>
          </p>
        ) : null}
        <ul
          {...combobox.menuProps}
          className={`absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-neutral-200 bg-white shadow-lg ${open ? "" : "hidden"}`}
        >
          {open
            ? results.map((item, index) => (
                <li
                  key={item.slug}
                  {...combobox.itemProps(index)}
                  className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${combobox.highlightedIndex === index ? "bg-neutral-100" : ""}`}
                >
                  <CompanyLogo name={item.name} domain={item.domain} logo={item.logo} size={28} />
                  <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
                  <span className="truncate text-xs text-neutral-500">{item.domain}</span>
                </li>
              ))
            : null}
        </ul>
      </Tabs.Content>
      <Tabs.Content value="domain">
        <div className="flex gap-2">
          <label htmlFor="company-domain" className="sr-only">
            {t("create.companyDomain")}
          </label>
          <input
            id="company-domain"
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            placeholder={t("create.domainPlaceholder")}
            inputMode="url"
            autoCapitalize="none"
            maxLength={DOMAIN_INPUT_MAX}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void searchDomain(domain);
              }
            }}
            className="min-w-0 flex-1 rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
          <button
            type="button"
            onClick={() => void searchDomain(domain)}
            className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700"
          >
            {t("create.search")}
          </button>
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}
