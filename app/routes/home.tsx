import { ComplaintCard } from "~/components/complaint-card";
import { listNewestComplaints } from "../../worker/services/complaint-feed";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const feed = await listNewestComplaints(context.db);
  return { complaints: feed.items, now: Date.now() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { complaints, now } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">All Complaints</h1>
      {complaints.length === 0 ? (
        <div className="rounded-lg border border-dashed border-neutral-300 p-10 text-center">
          <p className="font-semibold">No complaints found</p>
          <p className="text-sm text-neutral-600">Be the first to post a complaint!</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {complaints.map((complaint) => (
            <li key={complaint.id}>
              <ComplaintCard complaint={complaint} now={now} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
