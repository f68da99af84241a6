import { EXPORT_SIGN_IN_REQUIRED } from "@shared/data-rights";
import { exportFileName, exportUserData } from "@worker/services/users/data-export";
import type { Route } from "./+types/profile.export";

const signInRequired = () =>
  Response.json(
    { error: EXPORT_SIGN_IN_REQUIRED },
    { status: 401, headers: { "Cache-Control": "no-store" } },
  );

/** "Download my data": the signed-in person's data as a JSON attachment, never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return signInRequired();
  const now = Date.now();
  const data = await exportUserData({ db: context.db, archiveDb: context.archiveDb }, user.id, now);
  if (!data) return signInRequired();
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(data, now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
