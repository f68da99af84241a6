import { companyAnalytics } from "@worker/services/companies/analytics";
import { getCompanyBySlug } from "@worker/services/companies/page";
import { data } from "react-router";
import type { Route } from "./+types/company.$slug.analytics";

/** GET /company/{slug}/analytics: weekly figures for the Analytics tab of a claimed page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const company = await getCompanyBySlug(context.db, params.slug, null);
  if (!company) throw data({ message: "Company not found" }, { status: 404 });
  if (!company.claimed)
    throw data({ message: "Analytics are available for claimed pages." }, { status: 403 });
  return { weeks: await companyAnalytics(context.db, company.id, Date.now()) };
}
