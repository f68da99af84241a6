/**
 * A local state folder (D1, R2 and KV under `--persist-to`) for `npm start`, the browser suite's
 * production server and the bench: the D1 migrations applied by wrangler's own command.
 */
import { spawnSync } from "node:child_process";

/**
 * Applies every migration in migrations/ to the local D1 in `state` (DB, and ARCHIVE_DB, the
 * archive of old years, which has the same schema: decision 048). Wrangler's output goes to
 * this terminal, or with `quiet` only into the error when it fails. Throws when it fails.
 */
export function migrateLocal(
  state: string,
  { quiet = false, databases = ["DB", "ARCHIVE_DB"] } = {},
) {
  for (const database of databases) migrateOne(state, database, quiet);
}

function migrateOne(state: string, database: string, quiet: boolean) {
  const args = ["d1", "migrations", "apply", database, "--local", "--persist-to", state];
  const result = spawnSync("node_modules/.bin/wrangler", args, {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
    // Non-interactive: wrangler asks before applying otherwise.
    env: { ...process.env, CI: "true" },
  });
  if (result.status !== 0) {
    const output = quiet ? `\n${result.stdout}\n${result.stderr}` : "";
    throw new Error(`wrangler ${args.join(" ")} failed (exit ${result.status}).${output}`);
  }
}
