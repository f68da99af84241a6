import { data, Form } from "react-router";
import { Input } from "~/components/ui/input";
import { pageMeta } from "~/lib/meta";

/** The local development server's tools answer 404 anywhere else. */
export const developmentOnly = (env: string) => {
  if (env !== "development") throw data(null, { status: 404 });
};

/** A development tool's head: its name, what it does, and out of search engines. */
export const devToolMeta =
  (title: string, description: string, path: string) =>
  ({ matches }: { matches: Parameters<typeof pageMeta>[0] }) =>
    pageMeta(matches, { title, description, path, noindex: true });

/**
 * A development tool's page: what it does, and a plain form of one field and one button that
 * posts to the tool's action.
 */
export function DevToolPage(props: {
  heading: string;
  intro: string;
  field: { id: string; name: string; label: string; defaultValue?: string };
  submit: string;
}) {
  const { field } = props;
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-6">
      <h1 className="text-xl font-bold">{props.heading}</h1>
      <p className="text-sm text-neutral-700">{props.intro}</p>
      <Form method="post" className="flex gap-2">
        <label className="sr-only" htmlFor={field.id}>
          {field.label}
        </label>
        <Input
          id={field.id}
          name={field.name}
          defaultValue={field.defaultValue}
          wide={false}
          className="flex-1 text-sm"
        />
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-2 text-sm text-white">
          {props.submit}
        </button>
      </Form>
    </main>
  );
}
