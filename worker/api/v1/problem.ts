import { z } from "@hono/zod-openapi";

/**
 * The one error shape of the public API: RFC 9457 problem details (`application/problem+json`),
 * for every refusal and failure under /api/v1, whichever layer answers it (a parameter the
 * schema refuses, an unknown path, a wrong method, the per-address limit, an unexpected error).
 * `code` is a stable extension member for programs; `type` names the kind of problem and opens
 * its explanation on /developers.
 */
export const PROBLEMS = {
  invalid_request: { status: 400, title: "A parameter is not valid" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  rate_limited: { status: 429, title: "Too many requests from this address" },
  server_error: { status: 500, title: "The server could not answer" },
} as const;

export type ProblemCode = keyof typeof PROBLEMS;
const CODES = Object.keys(PROBLEMS) as [ProblemCode, ...ProblemCode[]];

export const PROBLEM_MEDIA_TYPE = "application/problem+json";

/** The explanation of a kind of problem: a section of /developers. */
export const problemType = (origin: string, code: ProblemCode) =>
  `${origin}/developers#problem-${code}`;

export const Problem = z
  .object({
    type: z.string().openapi({
      format: "uri",
      description: "The kind of problem; the address explains it",
      example: "https://uck.example/developers#problem-invalid_request",
    }),
    title: z.string().openapi({
      description: "The same for every problem of this kind",
      example: PROBLEMS.invalid_request.title,
    }),
    status: z.number().int().openapi({ description: "The HTTP status code", example: 400 }),
    detail: z.string().openapi({
      description: "What went wrong with this request",
      example: "limit: Too big: expected number to be <=100",
    }),
    instance: z.string().openapi({
      description: "The path that was asked for",
      example: "/api/v1/complaints",
    }),
    code: z.enum(CODES).openapi({ description: "Stable for programs: the kind of problem" }),
    errors: z
      .array(
        z.object({
          parameter: z.string().openapi({ example: "limit" }),
          detail: z.string().openapi({ example: "Too big: expected number to be <=100" }),
        }),
      )
      .optional()
      .openapi({ description: "Each parameter that was refused (invalid_request only)" }),
    request_id: z.string().optional().openapi({
      description: "Quote it when reporting a server error (also the X-Request-Id header)",
    }),
  })
  .openapi("Problem");

export type ProblemBody = z.infer<typeof Problem>;

/** A problem's body for a request path. */
export function problemBody(
  origin: string,
  code: ProblemCode,
  detail: string,
  instance: string,
  extra: Pick<ProblemBody, "errors" | "request_id"> = {},
): ProblemBody {
  const { status, title } = PROBLEMS[code];
  return { type: problemType(origin, code), title, status, detail, instance, code, ...extra };
}

/** The answer carrying a problem, with its media type and any headers it needs. */
export function problemResponse(body: ProblemBody, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "Content-Type": PROBLEM_MEDIA_TYPE, "Cache-Control": "no-store", ...headers },
  });
}

/** Whether a path is the public API's (its problems, not the site's JSON functions' shape). */
export const isApiV1Path = (path: string) => path === "/api/v1" || path.startsWith("/api/v1/");
