import { useFetcher } from "react-router";
import { type ToastingResult, useActionToast } from "~/lib/use-action-toast";

/**
 * "Mail": whether UCK writes when something happens that matters off-site. A plain form (one
 * checkbox per kind and Save), so it works without scripts; every mail's one-click link turns
 * its kind off too.
 */
export function MailSettings({ settings }: { settings: { company_responded: boolean } }) {
  const fetcher = useFetcher<ToastingResult>();
  useActionToast(fetcher);
  return (
    <section
      aria-labelledby="mail-settings"
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="mail-settings" className="font-semibold">
        Mail
      </h2>
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="mail-settings" />
        <input type="hidden" name="redirectTo" value="/profile" />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="company_responded"
            defaultChecked={settings.company_responded}
            className="mt-0.5 size-4"
          />
          <span>Mail me when a company responds to my complaint, with its answer</span>
        </label>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 disabled:opacity-60"
        >
          Save mail settings
        </button>
      </fetcher.Form>
    </section>
  );
}
