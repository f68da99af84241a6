import { Form, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { ReasonField } from "./reason-field";
import type { AdminAnswer } from "./route";

export type BlockableUser = { id: string; username: string; fullName: string };

/** The spec's Block User form: a select of users not blocked yet and a reason. */
export function BlockUserForm({ users, query }: { users: BlockableUser[]; query: string }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const { t } = usePageMessages("admin");
  const error =
    fetcher.data && !fetcher.data.ok
      ? (fetcher.data.error ?? fetcher.data.toast?.title)
      : undefined;
  return (
    <section className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4">
      <h2 className="font-semibold">{t("block.heading")}</h2>
      <Form method="get" className="flex gap-2" role="search">
        <input type="hidden" name="tab" value="moderation" />
        <label className="flex-1">
          <span className="sr-only">{t("block.narrow")}</span>
          <Input
            name="q"
            defaultValue={query}
            placeholder={t("block.narrowPlaceholder")}
            className="text-sm"
          />
        </label>
        <Button variant="secondary">{t("block.filter")}</Button>
      </Form>
      <fetcher.Form method="post" className="space-y-3" key={fetcher.data?.ok ? "done" : "open"}>
        <input type="hidden" name="intent" value="block" />
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{t("block.user")}</span>
          <select
            name="userId"
            defaultValue=""
            className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2"
          >
            <option value="">{t("block.select")}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.fullName} (@{user.username})
              </option>
            ))}
          </select>
        </label>
        <ReasonField placeholder={t("block.reasonPlaceholder")} />
        {error ? (
          <p role="alert" className="text-sm text-red-700" data-testid="block-form-error">
            {error}
          </p>
        ) : null}
        <Button disabled={busy}>{busy ? t("block.blocking") : t("block.submit")}</Button>
      </fetcher.Form>
    </section>
  );
}
