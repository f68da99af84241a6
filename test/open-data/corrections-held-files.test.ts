import { env } from "cloudflare:test";
import { openDataCorrections, openDataFiles } from "@worker/db/schema";
import { EVERY_15_MINUTES, runScheduledJobs } from "@worker/jobs";
import { eq, isNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "../factories";
import { fetchApp, post } from "../harness/app";
import { published, served, signedIn } from "./setup";

/**
 * A correction waits while another run holds a file it must rewrite, then applies (shared
 * set-up: setup.ts).
 */

it("a correction waits while another run holds a file it must rewrite, then applies", async () => {
  const author = await signedIn();
  const setup = await published(Date.UTC(2037, 2, 2), [
    { userId: author.id, text: "HELD-FILE text to delete" },
  ]);
  const [row] = setup.rows;
  await fetchApp(
    post(`/complaint/${row?.id}/actions`, { urlencoded: { intent: "delete" } }, author.cookie),
  );
  const held = setup.files.daily[0] ?? "";
  const at = setup.changeAt + 15 * 60_000;
  // Another run is writing the daily file right now.
  await db
    .update(openDataFiles)
    .set({ status: "writing", startedAt: new Date(at - 60_000) })
    .where(eq(openDataFiles.name, held));
  const first = await runScheduledJobs(EVERY_15_MINUTES, env, new Date(at));
  expect(first["open-data-corrections"]).toMatchObject({
    ok: true,
    result: { openDataCorrections: { corrections: 0 } },
  });
  expect(
    await db.select().from(openDataCorrections).where(isNull(openDataCorrections.appliedAt)),
  ).toHaveLength(1);
  // That run stopped; 30 minutes on, the file is taken over and the correction applied.
  await runScheduledJobs(EVERY_15_MINUTES, env, new Date(at + 31 * 60_000));
  expect(
    await db.select().from(openDataCorrections).where(isNull(openDataCorrections.appliedAt)),
  ).toEqual([]);
  expect((await served(held)).text).not.toContain("HELD-FILE");
});
