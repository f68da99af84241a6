/**
 * The hostile-forms-* tests send React Router data requests (`/path.data`, what a browser with
 * JavaScript sends). A browser without JavaScript posts the document itself: React Router then
 * runs the action and the route's loader and renders. This checks, on 200 generated bad
 * submissions across the action routes, that a document post answers with the same status as
 * the data request or a redirect (the action's, or the loader's after a refused action), never a
 * 5xx, and writes nothing.
 */
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { createComplaint, createUser } from "../factories";
import { fetchResponse, sessionCookie } from "../harness/app";
import { notOneOf } from "./arbitraries";
import { compactReporter } from "./checks";
import { dbFingerprint, expectNoWrite, resetRateLimits } from "./db";
import { hostileFormValue } from "./forms";
import { authMode, encoding, expectNoServerError, hostilePost } from "./requests";

/** The hostile tests mount the route modules as pages (test/harness/routes.ts). */
const fetchPage = (request: Request) => fetchResponse(request, { shape: "page" });

let cookie = "";
let complaintId = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  cookie = await sessionCookie((await createUser()).id);
  complaintId = (await createComplaint()).id;
});

/** Every intent some action knows: the generated ones are none of these. */
const KNOWN_INTENTS = [
  "comment",
  "comment-uck",
  "share",
  "save",
  "unsave",
  "follow-company",
  "unfollow-company",
  "report",
  "mute-author",
  "edit",
  "delete",
  "admin-delete",
  "satisfaction",
  "follow",
  "unfollow",
  "claim",
  "respond",
  "resolve",
  "open",
  "read-all",
  "contact",
  "login",
  "register",
  "update-profile",
  "upload-avatar",
  "upload-background",
  "invite-by-email",
  "request-deletion",
  "grant-superadmin",
  "block",
  "unblock",
  "assign-admin",
  "decide-report",
  "decide-claim",
  "handle-message",
  "breach-delete",
];

it("a document post answers 200 hostile submissions like the data request, never a 5xx", async () => {
  const paths = fc.constantFrom(
    "complaint",
    "actions",
    "/profile",
    "/notifications",
    "/help",
    "/create",
    "/auth/login",
    "/admin",
  );
  const fields = fc.record(
    {
      intent: fc.oneof(notOneOf(KNOWN_INTENTS), fc.constant(undefined)),
      text: hostileFormValue,
      email: hostileFormValue,
      id: hostileFormValue,
    },
    { requiredKeys: [] },
  );
  await resetRateLimits();
  const before = await dbFingerprint();
  await fc.assert(
    fc.asyncProperty(paths, fields, encoding, authMode, async (where, form, how, auth) => {
      const path =
        where === "complaint"
          ? `/complaint/${complaintId}`
          : where === "actions"
            ? `/complaint/${complaintId}/actions`
            : where;
      const clean = Object.fromEntries(
        Object.entries(form).filter(([, v]) => v !== undefined),
      ) as Record<string, string | File>;
      const send = async (url: string) => {
        const response = await fetchPage(
          await hostilePost({
            path: url,
            fields: clean,
            how,
            cookie: auth === "actor" ? cookie : null,
            ip: null,
          }),
        );
        const text = await response.text();
        expectNoServerError(response.status, text, `${url} [${how}, ${auth}]`);
        await expectNoWrite(before, url);
        return response.status;
      };
      const viaData = await send(`${path}.data`);
      const viaDocument = await send(path);
      expect(
        // A redirect from the action (data: 202) is a 302/303 here; the route's loader may also
        // redirect after a refused action (a signed-in visitor posting to /auth/login is sent on).
        viaDocument === viaData || [302, 303].includes(viaDocument),
        `${path}: document ${viaDocument}, data ${viaData}`,
      ).toBe(true);
    }),
    { numRuns: 200, reporter: compactReporter },
  );
}, 300_000);
