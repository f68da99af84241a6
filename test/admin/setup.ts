/**
 * What the /admin tests share: a superadmin, the load context of one request to /admin as the
 * Worker builds it, and a form posted to its action.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { loadSessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { userRoles } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { action as adminAction } from "~/routes/admin/route";
import { createUser, db, testPostbox } from "../factories";

export const config = parseConfig(env);

export const worker = exports.default;

export const ORIGIN = "http://localhost";

export async function sessionUser(id: string) {
  const user = await loadSessionUser(db, id);
  if (!user) throw new Error("no user");
  return user;
}

export async function superadmin() {
  const { id } = await createUser({ name: "Super Admin" });
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
  return sessionUser(id);
}

/** The load context of one request to /admin, as the Worker builds it (real D1, R2, mail). */
export function contextFor(user: Awaited<ReturnType<typeof sessionUser>> | null) {
  const signedIn: string[] = [];
  const context = {
    db,
    config,
    // Queued mail is delivered by the test itself (`deliverDueMails`), as the cron would.
    postbox: testPostbox(),
    user,
    clientIp: null,
    buckets: {
      avatars: env.AVATARS,
      backgrounds: env.BACKGROUNDS,
      complaintImages: env.COMPLAINT_IMAGES,
    },
    auth: {
      signIn: async (userId: string, version: number) => {
        signedIn.push(`${userId}:${version}`);
        return `uck_session=new-${version}; Path=/`;
      },
      signOut: async () => "uck_session=; Max-Age=0",
    },
    deleteStoredImage: () => undefined,
    waitUntil: () => undefined,
  } as unknown as UckLoadContext;
  return { context, signedIn };
}

export async function post(
  user: Awaited<ReturnType<typeof sessionUser>> | null,
  fields: Record<string, string>,
) {
  const { context } = contextFor(user);
  const request = new Request(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = await adminAction({ request, context, params: {} } as never);
  // React Router's data() wraps a status; a plain object is a 200.
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data as { ok: boolean; toast: { title: string; description?: string } },
    };
  }
  return { status: 200, body: result as unknown as { ok: boolean; toast: { title: string } } };
}
