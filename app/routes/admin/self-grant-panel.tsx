import { ShieldAlert } from "lucide-react";
import { useFetcher } from "react-router";
import { PageHeading } from "~/components/shell/page-heading";
import { Button } from "~/components/ui/button";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "./route";
import { roleName } from "./user-actions";

/**
 * What a signed-in non-superadmin sees: their id and role, and the spec's self-grant button
 * with its warning. The server allows the grant only under the rule in docs/product.md#admin
 * (SUPERADMIN_EMAILS; the bootstrap of a local database outside production).
 */
export function SelfGrantPanel({
  userId,
  role,
  denied,
}: {
  userId: string;
  role: string;
  denied: string;
}) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const { t } = usePageMessages("admin");
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 py-10">
      <PageHeading className="text-2xl font-bold">{t("admin.title")}</PageHeading>
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
        {denied}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm">
        <dt className="font-medium text-neutral-600">{t("self.userId")}</dt>
        <dd className="font-mono break-all" data-testid="admin-user-id">
          {userId}
        </dd>
        <dt className="font-medium text-neutral-600">{t("self.role")}</dt>
        <dd data-testid="admin-current-role">{roleName(t, role)}</dd>
      </dl>
      <section className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h2 className="flex items-center gap-2 font-semibold text-amber-900">
          <ShieldAlert aria-hidden="true" className="size-5" /> {t("self.heading")}
        </h2>
        <p className="text-sm text-amber-900">{t("self.body")}</p>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="grant-superadmin" />
          <Button disabled={busy}>{busy ? t("self.granting") : t("self.grant")}</Button>
        </fetcher.Form>
      </section>
    </main>
  );
}
