import { createRoute, z } from "@hono/zod-openapi";
import { READ_LIMITS } from "../../http/read-limits";
import { CFPB_FIELDS } from "../../services/escalation/cfpb";
import { EscalationFile } from "../../services/escalation/file-schema";
import {
  CompaniesQuery,
  Company,
  CompanySummary,
  Complaint,
  ComplaintDetail,
  ComplaintsQuery,
  IdParam,
  one,
  page,
  SiteTotals,
  SlugParam,
} from "../../services/public/schemas";
import { EXAMPLES } from "./examples";
import { PROBLEM_MEDIA_TYPE, PROBLEMS, Problem, type ProblemCode, problemBody } from "./problem";

/** A minute in shared caches and browsers; an ETag makes the next poll a cheap 304. */
export const API_MAX_AGE = 60;

/** The IETF RateLimit-Policy of the API (draft-ietf-httpapi-ratelimit-headers). */
const { limit, period } = READ_LIMITS.api;
export const RATE_LIMIT_POLICY = `"per-address";q=${limit};w=${period}`;
/** The RateLimit field of a refused request: nothing remains; the window is at most a period. */
export const RATE_LIMITED = `"per-address";r=0;t=${period}`;

type Header = { description: string; schema: { type: "string"; example: string } };
const header = (description: string, example: string): Header => ({
  description,
  schema: { type: "string", example },
});

const HEADERS = {
  ETag: header(
    "A strong validator of this answer: send it back as `If-None-Match` for a 304",
    '"5f1c9a0e3b7d2c4a8e6f1b3d"',
  ),
  "Cache-Control": header(`Public for ${API_MAX_AGE} seconds`, `public, max-age=${API_MAX_AGE}`),
  "RateLimit-Policy": header(
    `The per-address limit: ${limit} requests per ${period} seconds (a 304 is not counted)`,
    RATE_LIMIT_POLICY,
  ),
  RateLimit: header("Nothing remains in the window, which ends within `t` seconds", RATE_LIMITED),
  "Retry-After": header("Seconds to wait before the next request", String(period)),
  Link: header(
    'RFC 8288: the next page, `<…>; rel="next"`, present exactly when `next_cursor` is not null',
    '<https://uck.example/api/v1/complaints?limit=50&cursor=1763631000000_0b6f3a52>; rel="next"',
  ),
  Location: header("The company's address under its current slug", "/api/v1/companies/delta"),
};

const ok = <T extends z.ZodType>(
  schema: T,
  description: string,
  example: unknown,
  paged = false,
) => ({
  description,
  headers: {
    ETag: HEADERS.ETag,
    "Cache-Control": HEADERS["Cache-Control"],
    "RateLimit-Policy": HEADERS["RateLimit-Policy"],
    ...(paged ? { Link: HEADERS.Link } : {}),
  },
  content: { "application/json": { schema, example } },
});

const problem = (code: ProblemCode, description: string, detail: string, instance: string) => {
  const headers: Record<string, Header> = { "RateLimit-Policy": HEADERS["RateLimit-Policy"] };
  if (code === "rate_limited") {
    headers["Retry-After"] = HEADERS["Retry-After"];
    headers.RateLimit = HEADERS.RateLimit;
  }
  return {
    description,
    headers,
    content: {
      [PROBLEM_MEDIA_TYPE]: {
        schema: Problem,
        example: problemBody("https://uck.example", code, detail, instance),
      },
    },
  };
};

/** The answers every operation may give besides its own. */
const common = (path: string) => ({
  304: {
    description:
      "Not Modified: the `If-None-Match` ETag is still current. Not counted against the limit.",
    headers: { ETag: HEADERS.ETag, "Cache-Control": HEADERS["Cache-Control"] },
  },
  429: problem(
    "rate_limited",
    "Too many requests from this address: wait `Retry-After` seconds",
    `Too many requests: ${limit} per ${period} seconds per address. Try again in ${period} seconds.`,
    path,
  ),
  500: problem(
    "server_error",
    "The server failed to answer; the problem carries a request id to report",
    "Something went wrong. Please try again.",
    path,
  ),
});

const invalid = (path: string, detail: string) =>
  problem("invalid_request", PROBLEMS.invalid_request.title, detail, path);

const TAGS = {
  complaints: "Complaints",
  companies: "Companies",
  site: "Site",
};

/** The OpenAPI document's tags, in the order /developers shows them. */
export const API_TAGS = [
  { name: TAGS.complaints, description: "Public complaints, their responses and comments" },
  { name: TAGS.companies, description: "Companies in use and the numbers of their pages" },
  { name: TAGS.site, description: "The whole site's totals" },
];

export const listComplaints = createRoute({
  method: "get",
  path: "/complaints",
  operationId: "listComplaints",
  tags: [TAGS.complaints],
  security: [],
  summary: "Public complaints, newest first",
  description:
    'Pages by `next_cursor` (also the `Link` header\'s `rel="next"`). Filters combine: a company, a category, a country (ISO 3166 code or name, any case), a status and the days they were filed.',
  request: { query: ComplaintsQuery },
  responses: {
    200: ok(page(Complaint, "ComplaintPage"), "A page of complaints", EXAMPLES.complaintPage, true),
    400: invalid("/api/v1/complaints", "limit: Too big: expected number to be <=100"),
    ...common("/api/v1/complaints"),
  },
});

export const getComplaint = createRoute({
  method: "get",
  path: "/complaints/{id}",
  operationId: "getComplaint",
  tags: [TAGS.complaints],
  security: [],
  summary: "One complaint, with the company's response and the public comments",
  description: "Comments come oldest first. A removed or unknown complaint is a 404.",
  request: { params: IdParam },
  responses: {
    200: ok(one(ComplaintDetail, "ComplaintAnswer"), "The complaint", EXAMPLES.complaint),
    400: invalid("/api/v1/complaints/x", "id: Too big: expected string to have <=64 characters"),
    404: problem(
      "not_found",
      "No public complaint has this id",
      "No public complaint has this id.",
      "/api/v1/complaints/0b6f3a52",
    ),
    ...common("/api/v1/complaints/0b6f3a52"),
  },
});

export const listCompanies = createRoute({
  method: "get",
  path: "/companies",
  operationId: "listCompanies",
  tags: [TAGS.companies],
  security: [],
  summary: "Companies, by name or domain",
  description:
    "Companies in use only: claimed, or named in at least one complaint (a page nobody used is in no list of the site). Ordered by slug; pages by `next_cursor` (also the `Link` header).",
  request: { query: CompaniesQuery },
  responses: {
    200: ok(page(CompanySummary, "CompanyPage"), "A page of companies", EXAMPLES.companyPage, true),
    400: invalid("/api/v1/companies", "q: Too big: expected string to have <=100 characters"),
    ...common("/api/v1/companies"),
  },
});

export const getCompany = createRoute({
  method: "get",
  path: "/companies/{slug}",
  operationId: "getCompany",
  tags: [TAGS.companies],
  security: [],
  summary: "One company with the metrics of its page",
  description:
    "The metrics follow the definitions at /methodology. A slug the company had before answers 301 to its current one.",
  request: { params: SlugParam },
  responses: {
    200: ok(one(Company, "CompanyAnswer"), "The company", EXAMPLES.company),
    301: {
      description: "The company's slug changed: the same request at its current address",
      headers: { Location: HEADERS.Location },
    },
    400: invalid("/api/v1/companies/x", "slug: Too big: expected string to have <=200 characters"),
    404: problem(
      "not_found",
      "No company has this slug",
      "No company has this slug.",
      "/api/v1/companies/delta-air-lines",
    ),
    ...common("/api/v1/companies/delta-air-lines"),
  },
});

export const getStats = createRoute({
  method: "get",
  path: "/stats",
  operationId: "getStats",
  tags: [TAGS.site],
  security: [],
  summary: "The site's totals",
  description:
    "Counted over every public complaint, those moved to the archive of old years included, from totals kept as complaints are filed, changed and removed; money returned is per currency.",
  responses: {
    200: ok(one(SiteTotals, "StatsAnswer"), "The totals", EXAMPLES.stats),
    ...common("/api/v1/stats"),
  },
});

export const getComplaintFile = createRoute({
  method: "get",
  path: "/complaints/{id}/file",
  operationId: "getComplaintFile",
  tags: [TAGS.complaints],
  security: [],
  summary: "A complaint's escalation file (public copy)",
  description:
    "What a complainant hands a consumer authority or an ombudsman: the complaint with what would resolve it, the company, every event in UTC order, each photo's original URL with the SHA-256 of its bytes, and the venue for the case (decision 026). `schema_version` rises when a field is removed or renamed. The same document is at `/complaint/{id}/file.json`; the complainant's own copy there adds their e-mail address.",
  request: { params: IdParam },
  responses: {
    200: ok(
      one(EscalationFile.openapi("EscalationFile"), "EscalationFileAnswer"),
      "The file",
      EXAMPLES.escalationFile,
    ),
    400: invalid(
      "/api/v1/complaints/x/file",
      "id: Too big: expected string to have <=64 characters",
    ),
    404: problem(
      "not_found",
      "No public complaint has this id",
      "No public complaint has this id.",
      "/api/v1/complaints/0b6f3a52/file",
    ),
    ...common("/api/v1/complaints/0b6f3a52/file"),
  },
});

/** The CFPB record (decision 045): the CFPB's current 16 field names, each a string or null. */
const CfpbRecordSchema = z
  .object(
    Object.fromEntries(
      CFPB_FIELDS.map((field) => [field.name, z.string().nullable().describe(field.description)]),
    ),
  )
  .strict();

export const getComplaintCfpbRecord = createRoute({
  method: "get",
  path: "/complaints/{id}/file/cfpb",
  operationId: "getComplaintCfpbRecord",
  tags: [TAGS.complaints],
  security: [],
  summary: "A complaint's escalation file as a CFPB record (public copy)",
  description:
    "For a complaint about a US financial company (its venue is the CFPB): the public copy of the escalation file with the field names of the CFPB's consumer complaint database, in its current 16-field layout (the CFPB removed `consumer_consent_provided` and `consumer_disputed` on 2026-06-02). Field reference: https://cfpb.github.io/api/ccdb/fields.html. Dates are YYYY-MM-DD; a value UCK does not know (product, issue, ZIP code, …) is null; `timely` is UCK's: Yes when the company answered within 48 hours, No when it did not. The same record is at `/complaint/{id}/file.cfpb.json` and as the CFPB's CSV at `/complaint/{id}/file.cfpb.csv`. 404 for any other complaint.",
  request: { params: IdParam },
  responses: {
    200: ok(
      one(CfpbRecordSchema.openapi("CfpbRecord"), "CfpbRecordAnswer"),
      "The record",
      EXAMPLES.cfpbRecord,
    ),
    400: invalid(
      "/api/v1/complaints/x/file/cfpb",
      "id: Too big: expected string to have <=64 characters",
    ),
    404: problem(
      "not_found",
      "No complaint for the CFPB has this id",
      "No public complaint about a US financial company has this id.",
      "/api/v1/complaints/0b6f3a52/file/cfpb",
    ),
    ...common("/api/v1/complaints/0b6f3a52/file/cfpb"),
  },
});

/** Every documented operation, for the document and for the test that calls each one. */
export const API_ROUTES = [
  listComplaints,
  getComplaint,
  getComplaintFile,
  getComplaintCfpbRecord,
  listCompanies,
  getCompany,
  getStats,
];
