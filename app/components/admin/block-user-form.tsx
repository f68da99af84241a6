import { Form, useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "~/routes/admin";
import { ReasonField } from "./reason-field";

export type BlockableUser = { id: string; username: string; fullName: string };

/** The spec's Block User form: a select of users not blocked yet and a reason. */
export function BlockUserForm({ users, query }: { users: BlockableUser[]; query: string }) {
  const fetcher = useFetcher<AdminAnswer>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  const error =
    fetcher.data && !fetcher.data.ok
      ? (fetcher.data.error ?? fetcher.data.toast?.title)
      : undefined;
  return (
    <section className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4">
      <h2 className="font-semibold">Block User</h2>
      <Form method="get" className="flex gap-2" role="search">
        <input type="hidden" name="tab" value="moderation" />
        <label className="flex-1">
          <span className="sr-only">Narrow the list of users</span>
          <input
            name="q"
            defaultValue={query}
            placeholder="Narrow the list: username or name"
            className="w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={buttonSecondary}>
          Filter
        </button>
      </Form>
      <fetcher.Form method="post" className="space-y-3" key={fetcher.data?.ok ? "done" : "open"}>
        <input type="hidden" name="intent" value="block" />
        <label className="block space-y-1 text-sm">
          <span className="font-medium">User</span>
          <select
            name="userId"
            defaultValue=""
            className="w-full rounded-md border border-neutral-300 bg-white px-3 py-2"
          >
            <option value="">Select a user</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.fullName} (@{user.username})
              </option>
            ))}
          </select>
        </label>
        <ReasonField placeholder="Why is this user blocked?" />
        {error ? (
          <p role="alert" className="text-sm text-red-700" data-testid="block-form-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {busy ? "Blocking..." : "Block User"}
        </button>
      </fetcher.Form>
    </section>
  );
}
