import { escalationDeadlineFor } from "@shared/escalation";
import { companySlug } from "@shared/slug";
import { companies, complaints, profiles, users } from "@worker/db/schema";
import { runFloodGuard } from "@worker/services/companies/flood-guard";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Route } from "./+types/dev.flood";
import { DevToolPage, developmentOnly, devToolMeta } from "./dev-tool";

export const meta: Route.MetaFunction = devToolMeta(
  "Flood a company",
  "Makes a flood of complaints on the local development server.",
  "/dev/flood",
);

export function loader({ context }: Route.LoaderArgs) {
  developmentOnly(context.config.env);
  return null;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The Done-when: thirty complaints from thirty new accounts in an hour. */
const FLOOD = 30;
/** A quiet history first: one complaint on each of these past days, half of them answered. */
const HISTORY_DAYS = [80, 70, 61, 52, 44, 37, 30, 24, 18, 12, 7, 3];

/**
 * Development only: what the flood guard is for, made at once on the local server so its page
 * can be looked at (the browser journey e2e/complaints/flood-guard.spec.ts): a company with a quiet
 * history (a complaint on 12 of the last 90 days, established accounts), then thirty complaints
 * in the last hour from thirty accounts made now, then the hourly job's own code at the real time.
 */
export async function action({ context, request }: Route.ActionArgs) {
  developmentOnly(context.config.env);
  const name = String((await request.formData()).get("company") ?? "")
    .trim()
    .slice(0, 80);
  const slug = companySlug(name, "");
  if (slug.length < 2) throw data(null, { status: 400 });
  const now = Date.now();
  const db = context.db;
  await db
    .insert(companies)
    .values({ id: crypto.randomUUID(), name, slug, domain: `${slug}.example` })
    .onConflictDoNothing();
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.slug, slug));
  if (!company) throw data(null, { status: 404 });
  const person = (index: number, createdAt: Date) => {
    const id = crypto.randomUUID();
    return {
      id,
      statements: [
        db.insert(users).values({ id, email: `flood-${id}@example.com`, createdAt }),
        db.insert(profiles).values({
          id,
          username: `flood_${id.slice(0, 8)}`,
          fullName: `Flood Tester ${index + 1}`,
        }),
      ],
    };
  };
  const complaint = (userId: string, at: number, text: string, answered: boolean) =>
    db.insert(complaints).values({
      id: crypto.randomUUID(),
      text,
      companyId: company.id,
      companyName: company.name,
      userId,
      hasResponse: answered,
      response: answered ? "We are sorry; this is fixed now." : null,
      responseAt: answered ? new Date(at + 3 * 60 * MINUTE) : null,
      escalationDeadline: escalationDeadlineFor(new Date(at)),
      createdAt: new Date(at),
    });
  const statements = [
    ...HISTORY_DAYS.flatMap((days, index) => {
      const author = person(index, new Date(now - 200 * DAY));
      const text = `My order number ${1000 + index} from ${company.name} arrived ${days} days late and support did not answer.`;
      return [...author.statements, complaint(author.id, now - days * DAY, text, index % 2 === 0)];
    }),
    ...Array.from({ length: FLOOD }, (_, index) => {
      const author = person(HISTORY_DAYS.length + index, new Date(now - 2 * MINUTE));
      const text = `${company.name} is the worst, complaint ${index + 1} of the wave, reference ${crypto.randomUUID()}.`;
      return [
        ...author.statements,
        complaint(author.id, now - (FLOOD - index) * MINUTE, text, false),
      ];
    }).flat(),
  ];
  for (let start = 0; start < statements.length; start += 50) {
    const [first, ...rest] = statements.slice(start, start + 50);
    if (first) await db.batch([first, ...rest]);
  }
  await runFloodGuard(db, now);
  throw redirect(`/company/${slug}`);
}

export default function DevFlood() {
  return (
    <DevToolPage
      heading="Flood a company"
      intro="Local development only: gives a company a quiet history, then thirty complaints in the last hour from thirty new accounts, and runs the flood guard now."
      field={{ id: "flood-company", name: "company", label: "Company name" }}
      submit="Flood now"
    />
  );
}
