/**
 * The authorization matrix (issue #11): every mutating action and function of UCK, called by
 * each actor, must be allowed or refused as below, and a refused call must change nothing in
 * D1, KV or R2 (test/authz/snapshot.ts says what is compared and what is not). The rows live in
 * test/authz/rows-*.ts and run in test/authz-{complaints,comments,companies,account,admin,
 * auth,functions}.test.ts; this file checks that they cover every action route and function.
 *
 * Actors: anonymous · user (signed in, not author, not member) · other (author of a complaint
 * at another company and member of that company) · blocked (a session from before the block) ·
 * admin (role 'admin', which grants nothing more than 'user' today) · superadmin · member (of
 * the complaint's claimed company) · author (of the target complaint). Signed in = every actor
 * but anonymous and blocked (the session middleware treats a blocked user as signed out).
 *
 * | Route (POST)                | intent / case             | Service                              | Allowed                  |
 * |-----------------------------|---------------------------|--------------------------------------|--------------------------|
 * | /complaint/:id/actions      | share                     | complaints/card-actions recordShare  | everyone                 |
 * |                             | save, unsave              | card-actions performCardAction       | signed in                |
 * |                             | follow-/unfollow-company  | card-actions                         | signed in                |
 * |                             | report                    | card-actions                         | signed in                |
 * |                             | mute-author               | card-actions                         | signed in but the author |
 * |                             | edit, delete              | card-actions (where user_id = actor) | author                   |
 * |                             | admin-delete              | card-actions (role check)            | superadmin               |
 * |                             | satisfaction              | card-actions (author, answered)      | author                   |
 * | /complaint/:id              | comment                   | complaints/comments addComment       | signed in                |
 * |                             | comment-uck               | comments toggleCommentUck            | signed in                |
 * |                             | appeal (a removal's stub) | admin/appeals appealRemoval          | author                   |
 * |                             | comment-uck (give or take back) via another complaint's page | nobody  |
 * | /complaint/:id/outcome      | record (escalated/disputed)| escalation/outcomes recordOutcome   | author                   |
 * |                             | confirm                   | escalation/outcomes confirmByMember  | member                   |
 * |                             | decide                    | escalation/outcomes decideBySuperadmin | superadmin             |
 * | /admin/evidence/:id (GET)   | an outcome's PDF          | served as a sandboxed attachment     | superadmin               |
 * | /company/:slug              | follow, unfollow          | companies/follow setCompanyFollow    | signed in                |
 * |                             | claim (unclaimed page)    | companies/claims submitClaim         | signed in                |
 * |                             | claim (claimed page)      | companies/claims submitClaim         | nobody                   |
 * |                             | respond (also via another company's page) | companies/responses | member               |
 * |                             | (a member's own complaint: respond, resolve refused, company-members.test) |   |
 * | /company/:slug/claim        | the mailed token          | companies/claim-link confirmClaim    | the claimant (author)    |
 * |                             | a forged token            | companies/claim-link confirmClaim    | nobody                   |
 * |                             | resolve                   | companies/responses markResolved     | member                   |
 * | /u/:username                | follow, unfollow          | users/public-profile setUserFollow   | signed in but the person |
 * | /profile                    | update-profile            | users/profile-update updateProfile   | signed in (own profile)  |
 * |                             | … with role/id fields     | (zod strips them: own profile only)  | signed in (own profile)  |
 * |                             | upload-avatar, -background| users/profile-update storeProfileImage| signed in (own images)  |
 * |                             | invite-by-email           | users/invites inviteByEmail          | signed in                |
 * |                             | request-deletion          | users/deletion-request               | signed in (own account)  |
 * | /notifications              | open (author's)           | notifications markRead               | author (the recipient)   |
 * |                             | read-all                  | notifications markAllRead            | signed in (own only)     |
 * | /create                     | (form)                    | complaints/create createComplaint    | signed in                |
 * |                             | … with userId/status/counters | (ignored: own, open, zero counts)| signed in                |
 * |                             | with another's upload key | storage/complaint-images publish     | the uploader (author)    |
 * | /create/image               | (file)                    | storage/complaint-images storeUpload | signed in                |
 * | /help                       | contact                   | contact sendContactMessage           | everyone                 |
 * | /admin                      | grant-superadmin          | admin/access (bootstrap rule)        | nobody once one exists   |
 * |                             | block, unblock            | admin/users                          | superadmin               |
 * |                             | assign-admin, revoke-admin| admin/roles (role checked in insert) | superadmin               |
 * |                             | decide-report             | admin/moderation decideReports       | superadmin               |
 * |                             | decide-appeal             | admin/appeals decideAppeal           | superadmin               |
 * |                             | decide-claim              | admin/claims decideClaim             | superadmin               |
 * |                             | handle-message            | contact markContactMessageHandled    | superadmin               |
 * |                             | decide-flood              | companies/flood-review decideFloodWindow | superadmin           |
 * |                             | breach-delete             | admin/breach deleteForBreach         | superadmin               |
 * | /auth/:authType             | login (own credentials)   | accounts loginWithPassword           | all but the blocked      |
 * |                             | register                  | accounts registerWithPassword        | everyone                 |
 * | /auth/forgot-password       | (email)                   | accounts requestPasswordReset        | everyone                 |
 * | /auth/resend-verification   | (email)                   | accounts resendVerification          | everyone                 |
 * | /auth/reset-password        | mailed token / forged     | accounts resetPassword               | token holder / nobody    |
 * | /auth/logout                | (none)                    | session delete (own session only)    | everyone                 |
 * | /auth/oauth/:provider       | (none)                    | cookies only, nothing stored         | everyone                 |
 * | /auth/callback              | forged state              | oauth-callback completeOAuthCallback | nobody                   |
 * | /api/functions/handle-uck-vote       | vote, undo       | complaints/ucks voteUck/withdrawUck  | signed in                |
 * | /api/functions/get-company-info      | {domain} new     | companies/lookup findOrCreate…       | signed in                |
 * |                                      | {query}          | companies/lookup searchCompanies     | everyone (reads only)    |
 * | /api/functions/send-claim-verification | caller's claim | companies/claims sendClaimVerification | the claimant (author)  |
 *
 * GET requests with effects are guarded by one-time tokens, not by the session, and are out of
 * this matrix: /auth/verify-email?token (accounts verifyEmail), /invite/:userId (sets the
 * referrer cookie only), /profile/export (reads). So is POST /unsubscribe?t&k (a mail's
 * one-click link: its token's owner only, and all it can do is stop that mail;
 * notification-mail.test). /company/:slug/claim?token only shows what a
 * POST by the claimant would confirm (company-claim-link-confirm.test). A signed-in visit of
 * /company/:slug may create the company (companyCreateByUser; company-pages.test).
 */

import { functionsApp } from "@worker/api/functions";
import { CardActionSchema } from "@worker/services/complaints/card-action-schema";
import { expect, it } from "vitest";
import routeConfig from "../../app/routes";
import { ACTION_ROUTES } from "../harness/routes";
import { rowName } from "./matrix";
import { ALL_ROWS as ROWS } from "./rows";

/** The card intents, as the schema the card route parses with declares them (plus share). */
const CARD_INTENTS = ["share", ...CardActionSchema.options.map((o) => o.shape.intent.value)]
  .map((intent) => `"${intent}"`)
  .join(" ");

/** The source of every route module, to find the ones that export an action. */
const SOURCES = import.meta.glob<string>(
  ["../../app/routes/*.{ts,tsx}", "../../app/routes/*/route.tsx"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const SERVER_SOURCES = import.meta.glob<string>("../../app/routes/*/*.server.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

it("every route module with an action is mounted at its path in app/routes.ts", () => {
  const withAction = Object.entries(SOURCES)
    .filter(([, source]) => /export (async )?function action\b|export const action\b/.test(source))
    .map(([file]) => file.replace("../../app/", ""))
    .sort();
  expect(Object.keys(ACTION_ROUTES).sort()).toEqual(withAction);
  const configured = new Map(routeConfig.map((route) => [route.file, route.path]));
  for (const [file, [path]] of Object.entries(ACTION_ROUTES)) {
    expect(configured.get(file), file).toBe(path);
  }
});

it("every action route and every JSON function has rows in the matrix", () => {
  const covered = new Set(ROWS.map((row) => row.route));
  for (const [path] of Object.values(ACTION_ROUTES)) expect(covered, path).toContain(path);
  const functions = functionsApp.routes
    .filter((route) => route.method === "POST")
    .map((route) => `api/functions${route.path}`);
  expect(functions.length).toBeGreaterThanOrEqual(3);
  for (const path of functions) expect(covered, path).toContain(path);
});

it("each row's intent is one its route module really dispatches on", () => {
  // A route's module and the server modules beside it in its folder (app/routes/complaint/
  // *.server.ts for app/routes/complaint/route.tsx), where a split route keeps its dispatch.
  const sourceOf = (path: string) => {
    const file = Object.entries(ACTION_ROUTES).find(([, [p]]) => p === path)?.[0];
    if (!file) return "";
    const folder = file.endsWith("/route.tsx")
      ? `../../app/${file.replace(/route\.tsx$/, "")}`
      : null;
    const beside = folder
      ? Object.entries(SERVER_SOURCES).filter(([name]) => name.startsWith(folder))
      : [];
    return [SOURCES[`../../app/${file}`] ?? "", ...beside.map(([, source]) => source)].join("\n");
  };
  for (const row of ROWS.filter((r) => r.intent)) {
    const source = row.route === "complaint/:id/actions" ? CARD_INTENTS : sourceOf(row.route);
    expect(source, rowName(row)).toContain(`"${row.intent}"`);
  }
});

it("row names are unique, so a failure points at one row", () => {
  const names = ROWS.map(rowName);
  expect(new Set(names).size).toBe(names.length);
});
