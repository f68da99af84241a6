import { z } from "zod";

export const CompanyInfoSchema = z.object({
  name: z.string(),
  slug: z.string(),
  domain: z.string().nullable(),
  logo: z.string().nullable(),
  existed: z.boolean(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

const SearchResponse = z.object({
  success: z.literal(true),
  companies: z.array(CompanyInfoSchema),
});
const DomainResponse = z.object({ success: z.literal(true), company: CompanyInfoSchema });
const Failure = z.object({ success: z.literal(false), message: z.string() });

/** POST /api/functions/get-company-info with a JSON body; the parsed JSON answer. */
async function call(body: object, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch("/api/functions/get-company-info", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  return response.json();
}

/** Companies matching a name (database first, then well-known brands). */
export async function searchByName(query: string, signal?: AbortSignal): Promise<CompanyInfo[]> {
  const parsed = SearchResponse.safeParse(await call({ query }, signal));
  if (!parsed.success) throw new Error("search failed");
  return parsed.data.companies;
}

/** The company of a domain, created when missing; a message when it cannot be. */
export async function lookupDomain(
  domain: string,
): Promise<{ company: CompanyInfo } | { message: string }> {
  const json = await call({ domain });
  const ok = DomainResponse.safeParse(json);
  if (ok.success) return { company: ok.data.company };
  const failure = Failure.safeParse(json);
  return {
    message: failure.success ? failure.data.message : "Could not find company information.",
  };
}
