import { EMAIL_MAX } from "@shared/auth-rules";
import { inviteAddressProblem } from "@shared/invite-messages";
import { Mail } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { FormMessage, inputClass } from "~/components/auth/form-message";
import { useClientValidation } from "~/components/auth/use-client-validation";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { action } from "./route";

/** "Invite a friend by e-mail": the address is checked here before sending, and on the server. */
export function InviteByEmailForm() {
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = usePageMessages("profile");
  useActionToast(fetcher, () => formRef.current?.reset(), t);
  const { error, onSubmit } = useClientValidation(inviteAddressProblem, fetcher.data, t);
  const busy = fetcher.state !== "idle";
  return (
    <Panel
      id="invite-by-email"
      className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
      heading={t("invites.byEmail")}
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="space-y-2"
      >
        <input type="hidden" name="intent" value="invite-by-email" />
        <label htmlFor="invite-email" className="sr-only">
          {t("invites.emailLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            placeholder="friend@example.com"
            maxLength={EMAIL_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "invite-email-error" : undefined}
            className={`min-w-0 flex-1 ${inputClass}`}
          />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center gap-1.5 rounded-md bg-brand-500 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
          >
            <Mail aria-hidden="true" className="size-4" />{" "}
            {busy ? t("invites.sending") : t("invites.send")}
          </button>
        </div>
        {error ? (
          <div id="invite-email-error">
            <FormMessage kind="error">{error}</FormMessage>
          </div>
        ) : null}
      </fetcher.Form>
    </Panel>
  );
}
