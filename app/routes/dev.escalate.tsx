import { complaints } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { afterEscalation } from "@worker/services/escalation/after";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Route } from "./+types/dev.escalate";
import { DevToolPage, developmentOnly, devToolMeta } from "./dev-tool";

export const meta: Route.MetaFunction = devToolMeta(
  "Escalate now",
  "Runs the escalation of one complaint on the local development server.",
  "/dev/escalate",
);

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
    <DevToolPage
      heading="Escalate one complaint now"
      intro="Local development only: runs the escalation job for this complaint as if its 48 hours had passed."
      field={{
        id: "escalate-id",
        name: "complaintId",
        label: "Complaint id",
        defaultValue: loaderData.complaintId,
      }}
      submit="Escalate now"
    />
  );
}
