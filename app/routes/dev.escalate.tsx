import { complaints } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { afterEscalation } from "@worker/services/escalation/after";
import { eq } from "drizzle-orm";
import { data, Form, redirect } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dev.escalate";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Escalate now",
    description: "Runs the escalation of one complaint on the local development server.",
    path: "/dev/escalate",
    noindex: true,
  });

const developmentOnly = (env: string) => {
  if (env !== "development") throw data(null, { status: 404 });
};

export function loader({ context, request }: Route.LoaderArgs) {
  developmentOnly(context.config.env);
  return { complaintId: new URL(request.url).searchParams.get("complaint") ?? "" };
}

/**
 * Development only: what the 15-minute job does to a complaint 48 hours on, for one complaint
 * now, so its escalation (the last notice, the file sent to a venue, the words) can be tried
 * without waiting: its deadline is moved to a minute ago and the job's own code runs.
 */
export async function action({ context, request }: Route.ActionArgs) {
  developmentOnly(context.config.env);
  const id = String((await request.formData()).get("complaintId") ?? "").slice(0, 64);
  const now = Date.now();
  // Its deadline moved to a minute ago; everything else is the job's own code at the real time.
  const [moved] = await context.db
    .update(complaints)
    .set({ escalationDeadline: new Date(now - 60_000) })
    .where(eq(complaints.id, id))
    .returning({ id: complaints.id });
  if (!moved) throw data(null, { status: 404 });
  const escalated = await escalateOverdueComplaints(context.postbox, new Date(now), id);
  await afterEscalation(context.postbox, context.buckets.complaintImages, escalated, now);
  throw redirect(`/complaint/${id}`);
}

export default function DevEscalate({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-6">
      <h1 className="text-xl font-bold">Escalate one complaint now</h1>
      <p className="text-sm text-neutral-700">
        Local development only: runs the escalation job for this complaint as if its 48 hours had
        passed.
      </p>
      <Form method="post" className="flex gap-2">
        <label className="sr-only" htmlFor="escalate-id">
          Complaint id
        </label>
        <input
          id="escalate-id"
          name="complaintId"
          defaultValue={loaderData.complaintId}
          className="flex-1 rounded-md border border-neutral-300 px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-2 text-sm text-white">
          Escalate now
        </button>
      </Form>
    </main>
  );
}
