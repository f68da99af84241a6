import { useId } from "react";
import { useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n";

/**
 * The language switch (decision 030): a plain form posted to the Worker, which keeps the choice
 * in the `lang` cookie and sends the visitor back to this page, so it works without JavaScript.
 * With it, choosing a language sends the form at once.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { locale, choices, t } = useI18n();
  const { pathname, search } = useLocation();
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <form
      method="post"
      action="/language"
      className={`flex items-center gap-2 text-sm ${className}`}
      data-testid="language-switch"
    >
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <label htmlFor={id} className="text-neutral-600">
        {t("shell.language")}
      </label>
      <select
        id={id}
        name="locale"
        defaultValue={locale}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="min-w-0 rounded-md border border-neutral-300 bg-white px-2 py-1 text-sm text-neutral-800"
      >
        {choices.map((choice) => (
          <option key={choice.locale} value={choice.locale} lang={choice.locale}>
            {choice.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        aria-label={t("shell.changeLanguageLabel")}
        className="rounded-md border border-neutral-300 px-2 py-1 text-sm text-neutral-700 hover:bg-neutral-100"
      >
        {t("shell.changeLanguage")}
      </button>
    </form>
  );
}
