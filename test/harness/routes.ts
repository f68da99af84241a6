import type { ServerBuild } from "react-router";
import * as stub from "../stubs/server-build";

/**
 * Every route module of app/routes.ts that exports an action, at its real path. The Worker
 * tests' stub build has no routes (vitest.config.ts aliases the virtual server build to
 * test/stubs/server-build.ts), so the harness mounts the real modules behind the stub's root.
 */
export const ACTION_ROUTES = {
  "routes/admin/route.tsx": ["admin", () => import("../../app/routes/admin/route")],
  "routes/auth/route.tsx": ["auth/:authType", () => import("../../app/routes/auth/route")],
  "routes/auth.callback.tsx": ["auth/callback", () => import("../../app/routes/auth.callback")],
  "routes/auth.forgot-password.tsx": [
    "auth/forgot-password",
    () => import("../../app/routes/auth.forgot-password"),
  ],
  "routes/auth.logout.tsx": ["auth/logout", () => import("../../app/routes/auth.logout")],
  "routes/auth.oauth.tsx": ["auth/oauth/:provider", () => import("../../app/routes/auth.oauth")],
  "routes/auth.resend-verification.tsx": [
    "auth/resend-verification",
    () => import("../../app/routes/auth.resend-verification"),
  ],
  "routes/auth.reset-password.tsx": [
    "auth/reset-password",
    () => import("../../app/routes/auth.reset-password"),
  ],
  "routes/company/route.tsx": ["company/:slug", () => import("../../app/routes/company/route")],
  "routes/dev.escalate.tsx": ["dev/escalate", () => import("../../app/routes/dev.escalate")],
  "routes/dev.flood.tsx": ["dev/flood", () => import("../../app/routes/dev.flood")],
  "routes/dev.sign-in.ts": ["dev/sign-in", () => import("../../app/routes/dev.sign-in")],
  "routes/dev.person.ts": ["dev/person", () => import("../../app/routes/dev.person")],
  "routes/company.$slug.claim.tsx": [
    "company/:slug/claim",
    () => import("../../app/routes/company.$slug.claim"),
  ],
  "routes/complaint/route.tsx": ["complaint/:id", () => import("../../app/routes/complaint/route")],
  "routes/complaint.$id.report-extortion.tsx": [
    "complaint/:id/report-extortion",
    () => import("../../app/routes/complaint.$id.report-extortion"),
  ],
  "routes/complaint.$id.answer-extortion.tsx": [
    "complaint/:id/answer-extortion",
    () => import("../../app/routes/complaint.$id.answer-extortion"),
  ],
  "routes/complaint.$id.outcome.tsx": [
    "complaint/:id/outcome",
    () => import("../../app/routes/complaint.$id.outcome"),
  ],
  "routes/complaint-actions/route.tsx": [
    "complaint/:id/actions",
    () => import("../../app/routes/complaint-actions/route"),
  ],
  "routes/create/route.tsx": ["create", () => import("../../app/routes/create/route")],
  "routes/create.image.tsx": ["create/image", () => import("../../app/routes/create.image")],
  "routes/help/route.tsx": ["help", () => import("../../app/routes/help/route")],
  "routes/notifications/route.tsx": [
    "notifications",
    () => import("../../app/routes/notifications/route"),
  ],
  "routes/profile/route.tsx": ["profile", () => import("../../app/routes/profile/route")],
  "routes/u.$username.tsx": ["u/:username", () => import("../../app/routes/u.$username")],
} satisfies Record<string, [path: string, load: () => Promise<{ action: unknown }>]>;

/** The action routes' paths, for the tests that must reach every one of them. */
export const ACTION_PATHS = Object.values(ACTION_ROUTES).map(([path]) => path);

/** Pages without an action whose loaders parse query parameters (the hostile loader tests). */
export const LOADER_ROUTES = {
  "routes/complaint.$id.file.tsx": [
    "complaint/:id/file",
    () => import("../../app/routes/complaint.$id.file"),
  ],
  "routes/complaint.$id.file-arbitration.tsx": [
    "complaint/:id/file/arbitration",
    () => import("../../app/routes/complaint.$id.file-arbitration"),
  ],
  "routes/complaint.$id.file-cfpb-json.ts": [
    "complaint/:id/file.cfpb.json",
    () => import("../../app/routes/complaint.$id.file-cfpb-json"),
  ],
  "routes/complaint.$id.file-cfpb-csv.ts": [
    "complaint/:id/file.cfpb.csv",
    () => import("../../app/routes/complaint.$id.file-cfpb-csv"),
  ],
  "routes/complaint.$id.file-json.ts": [
    "complaint/:id/file.json",
    () => import("../../app/routes/complaint.$id.file-json"),
  ],
  "routes/feed.tsx": ["feed", () => import("../../app/routes/feed")],
  "routes/viral.tsx": ["viral", () => import("../../app/routes/viral")],
  "routes/most-complained.tsx": [
    "most-complained",
    () => import("../../app/routes/most-complained"),
  ],
  "routes/near-me.tsx": ["near-me", () => import("../../app/routes/near-me")],
  "routes/search/route.tsx": ["search", () => import("../../app/routes/search/route")],
} satisfies Record<string, [path: string, load: () => Promise<{ loader: unknown }>]>;

const ROUTES: Record<string, [path: string, load: () => Promise<object>]> = {
  ...ACTION_ROUTES,
  ...LOADER_ROUTES,
  // The author's calendar of statutory deadlines (decision 044).
  "routes/complaint.$id.deadlines-ics.ts": [
    "complaint/:id/deadlines.ics",
    () => import("../../app/routes/complaint.$id.deadlines-ics"),
  ],
  // The author's letter before action and card-dispute kit (decision 047).
  "routes/complaint.$id.letter.ts": [
    "complaint/:id/letter",
    () => import("../../app/routes/complaint.$id.letter"),
  ],
  "routes/complaint.$id.card-kit.ts": [
    "complaint/:id/card-kit",
    () => import("../../app/routes/complaint.$id.card-kit"),
  ],
  "routes/complaint.$id.deadlines-json.ts": [
    "complaint/:id/deadlines.json",
    () => import("../../app/routes/complaint.$id.deadlines-json"),
  ],
  // The archive's pages (decisions 049, 063): read after a move-out from both databases.
  "routes/archive/route.tsx": [
    "archive/:year?/:month?/:day?",
    () => import("../../app/routes/archive/route"),
  ],
  "routes/archive/company-year.tsx": [
    "company/:slug/:year",
    () => import("../../app/routes/archive/company-year"),
  ],
  // The superadmin's private pictures of extortion reports and answers (decision 039's tests).
  "routes/admin.evidence.$id.ts": [
    "admin/evidence/:id",
    () => import("../../app/routes/admin.evidence.$id"),
  ],
};

/**
 * How the modules are mounted:
 * - "resource": only their loader and action, so React Router answers a plain request as for a
 *   resource route (an action's data as JSON with its status, a redirect as a redirect, a thrown
 *   error as a 500 "Unexpected Server Error");
 * - "page": the whole module (component, error boundary), so a plain request is a document
 *   request (the stub's document handler echoes the status) as a browser without JavaScript
 *   sends it.
 * A React Router data request (`/path.data`, what a browser with JavaScript sends) runs only
 * the action or the loaders in either shape.
 */
export type Shape = "resource" | "page";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
const loaded = new Map<string, RouteModule>();

/** The first path segment as React Router matches it (decoded, any case, without `.data`). */
function firstSegment(pathname: string) {
  const raw = pathname.split("/")[1] ?? "";
  let segment = raw;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    // Not valid percent-encoding: compared as sent.
  }
  return segment.replace(/\.data$/, "").toLowerCase();
}

/**
 * Imports the route modules a request to `pathname` can reach (every route under its first
 * segment; no route starts with a parameter), so a test file pays only for the routes it uses.
 */
export async function loadRoutesFor(pathname: string) {
  const first = firstSegment(pathname);
  const wanted = Object.entries(ROUTES).filter(
    ([file, [path]]) => path.split("/")[0] === first && !loaded.has(file),
  );
  await Promise.all(
    wanted.map(async ([file, [, load]]) => loaded.set(file, (await load()) as RouteModule)),
  );
}

/** Imports the modules of the given route paths ahead of a timed test (see authz warmUp). */
export async function loadRoutes(paths: Iterable<string>) {
  for (const path of paths) await loadRoutesFor(`/${path}`);
}

/** The stub build with the stub's root and every route module imported so far. */
export function buildFor(shape: Shape): ServerBuild {
  const routes: ServerBuild["routes"] = { root: stub.routes.root };
  for (const [file, module] of loaded) {
    const [path] = ROUTES[file] ?? [""];
    const id = file.replace(/\.tsx?$/, "");
    const mounted =
      shape === "page" ? module : ({ loader: module.loader, action: module.action } as RouteModule);
    routes[id] = { id, parentId: "root", path, module: mounted };
  }
  return { ...stub, routes };
}
