import { MAIL_MODES, type MailKind, type MailMode } from "@shared/mail-kinds";
import { useFetcher } from "react-router";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { ProfileAnswer } from "./route";

/**
 * "Mail": how UCK writes when something happens that matters off-site, per kind: at once, in
 * one daily digest, or never. A plain form (one choice per kind and Save), so it works without
 * scripts; every mail's one-click link turns its kind off too.
 */
export function MailSettings({
  settings,
}: {
  settings: { modes: Record<MailKind, MailMode>; kinds: MailKind[] };
}) {
  const fetcher = useFetcher<ProfileAnswer>();
  const { t, locale } = usePageMessages("profile");
  useActionToast(fetcher, undefined, t);
  // "When a company responds…": a Turkish kind is its own clause ("…verdiğinde"), capitalised.
  const label = (kind: MailKind) => {
    const text = t("mailKind.whenLabel", { what: t(`mailKind.${kind}`) });
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  };
  const error =
    fetcher.data && "error" in fetcher.data && typeof fetcher.data.error === "string"
      ? fetcher.data.error
      : null;
  return (
    <Panel
      id="mail-settings"
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
      heading={t("mail.title")}
    >
      <p className="text-sm text-neutral-700">{t("mail.digestNote")}</p>
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="mail-settings" />
        <input type="hidden" name="redirectTo" value="/profile?tab=settings" />
        <ul className="divide-y divide-neutral-100">
          {settings.kinds.map((kind) => (
            <li
              key={kind}
              className="flex flex-col gap-1.5 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <label htmlFor={`mail-${kind}`} className="text-sm text-neutral-800">
                {label(kind)}
              </label>
              <select
                id={`mail-${kind}`}
                name={kind}
                defaultValue={settings.modes[kind]}
                className="w-full shrink-0 rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-sm sm:w-48"
              >
                {MAIL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`mailMode.${mode}`)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 disabled:opacity-60"
        >
          {t("mail.save")}
        </button>
      </fetcher.Form>
    </Panel>
  );
}
