import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { ProfileAnswer } from "./route";

/**
 * "Show my name publicly" for all of the person's complaints at once, and where new complaints
 * start (decision 042). Two plain forms, so it works without scripts; each complaint
 * can still be switched on its own page.
 */
export function NameSettings({ hideByDefault }: { hideByDefault: boolean }) {
  const fetcher = useFetcher<ProfileAnswer>();
  const { t } = usePageMessages("profile");
  useActionToast(fetcher, undefined, t);
  const pending = fetcher.formData?.get("show");
  const hidden = typeof pending === "string" ? pending === "0" : hideByDefault;
  const choice = (show: "0" | "1", label: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="name-all" />
      <input type="hidden" name="show" value={show} />
      <input type="hidden" name="redirectTo" value="/profile?tab=settings" />
      <Button variant="secondary" disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
  return (
    <Panel
      id="name-settings"
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
      testId="name-settings"
      heading={t("names.title")}
    >
      <p className="text-sm text-neutral-700">{t("names.text")}</p>
      <p className="text-sm font-medium" data-testid="name-settings-state">
        {hidden ? t("names.hiddenNow") : t("names.shownNow")}
      </p>
      <div className="flex flex-wrap gap-2">
        {choice("0", t("names.hideAll"))}
        {choice("1", t("names.showAll"))}
      </div>
    </Panel>
  );
}
