import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import { Input } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { useRootData } from "~/lib/root-data";
import type { CompanyAnswer } from "./route";

/**
 * Unclaimed pages: anyone signed in can suggest where the company takes complaints. An address at
 * the company's domain is asked to confirm before any complaint goes there; another waits for an
 * UCK administrator. A plain form: it works without JavaScript.
 */
export function ComplaintsAddressPanel({ company }: { company: { name: string } }) {
  const { viewer } = useRootData();
  const { t, rich } = usePageMessages("company");
  const fetcher = useFetcher<CompanyAnswer>();
  const handled = useRef<CompanyAnswer | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (!result?.toast || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    showToast({ kind: result.ok ? "success" : "error", ...result.toast });
    if (result.ok) form.current?.reset();
  }, [fetcher.data, fetcher.state]);

  return (
    <section
      id="complaints-address"
      className="rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm"
      aria-labelledby="complaints-address-heading"
    >
      <h2 id="complaints-address-heading" className="mb-1 font-semibold">
        {t("address.heading", { company: company.name })}
      </h2>
      <p className="mb-3 text-neutral-600">{t("address.text", { company: company.name })}</p>
      {viewer ? (
        <fetcher.Form ref={form} method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="suggest-contact" />
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t("address.label")}</span>
            <Input
              name="address"
              type="email"
              required
              autoComplete="off"
              placeholder="complaints@company.com"
            />
          </label>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md bg-neutral-900 px-3 py-2 font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
          >
            {t("address.suggest")}
          </button>
        </fetcher.Form>
      ) : (
        <p>
          {rich("address.logIn", {
            login: (
              <Link to="/auth/login" className="text-brand-700 underline">
                {t("address.logInLink")}
              </Link>
            ),
          })}
        </p>
      )}
    </section>
  );
}
