/**
 * Mail a person reads daily waits for one digest per day, which overlapping or repeated runs
 * send once, and a failed send is tried again.
 */
import { env } from "cloudflare:workers";
import { parseConfig } from "@worker/config";
import { mailQueue } from "@worker/db/schema";
import { digestDay } from "@worker/services/mail/fold";
import { createMailer } from "@worker/services/mail/mailer";
import { mailSettingsOf, setMailSettings } from "@worker/services/mail/unsubscribe";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createComplaint, db } from "../factories";
import { fetchApp } from "../harness/app";
import { comment, HOST, loadRoutes, mail, mailsTo, person, sendDailyDigests } from "./setup";

beforeAll(loadRoutes, 60_000);

it("a daily digest gathers the day's mail into one, once per person per day", async () => {
  const complainant = await person();
  const commenter = await person("Dan Digest");
  const { id } = await createComplaint({ userId: complainant.id });
  await setMailSettings(db, complainant.id, { complaint_commented: "daily" }, Date.now());
  expect((await comment(id, commenter.cookie, "First: me too, since March.")).status).toBe(200);
  expect((await comment(id, commenter.cookie, "Second: they answered me at last.")).status).toBe(
    200,
  );
  // Nothing goes out at once; both wait for the digest.
  expect(await mailsTo(complainant.id)).toEqual([]);
  const waiting = await db
    .select({ status: mailQueue.status })
    .from(mailQueue)
    .where(eq(mailQueue.userId, complainant.id));
  expect(waiting.map((row) => row.status)).toEqual(["digest", "digest"]);

  const day = Date.UTC(2031, 2, 4);
  const at = (hour: number, plusDays = 0) => day + plusDays * 86_400_000 + hour * 3_600_000;
  // Before the digest hour, nothing.
  expect(await sendDailyDigests(mail(), at(6))).toEqual({
    sent: 0,
    retrying: 0,
    failed: 0,
    held: 0,
  });
  // Two overlapping runs and a third later that day: one mail.
  const runs = await Promise.all([
    sendDailyDigests(mail(), at(7)),
    sendDailyDigests(mail(), at(7)),
  ]);
  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
  expect((await sendDailyDigests(mail(), at(9))).sent).toBe(0);
  const [digest, ...more] = await mailsTo(complainant.id);
  expect(more).toEqual([]);
  expect(digest?.subject).toBe("Your day on UCK: 2 updates");
  expect(digest?.kind).toBe("daily_digest");
  expect(digest?.textBody).toContain("First: me too, since March.");
  expect(digest?.textBody).toContain("Second: they answered me at last.");
  expect(digest?.headers?.["List-Unsubscribe"]).toMatch(/k=digest>$/);
  expect(digest?.htmlBody).not.toMatch(/<img/i);

  // What arrives after today's digest waits for tomorrow's.
  expect((await comment(id, commenter.cookie, "Third: still waiting.")).status).toBe(200);
  expect((await sendDailyDigests(mail(), at(10))).sent).toBe(0);
  expect((await sendDailyDigests(mail(), at(7, 1))).sent).toBe(1);
  const [, tomorrow] = await mailsTo(complainant.id);
  expect(tomorrow?.subject).toBe("Your day on UCK: 1 update");
  expect(tomorrow?.textBody).toContain("Third: still waiting.");
  expect(tomorrow?.textBody).not.toContain("First: me too");

  // The digest's one-click link stops every kind read daily.
  const link = new URL((tomorrow?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1));
  const clicked = await fetchApp(
    new Request(`${HOST}${link.pathname}${link.search}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    }),
  );
  expect(clicked.status).toBe(200);
  expect((await mailSettingsOf(db, complainant.id)).modes.complaint_commented).toBe("never");
  expect(digestDay(at(7, 1))).toBe("2031-03-05");
});

it("a digest whose send fails is tried again by a later run and sent once", async () => {
  const complainant = await person();
  const commenter = await person();
  const { id } = await createComplaint({ userId: complainant.id });
  await setMailSettings(db, complainant.id, { complaint_commented: "daily" }, Date.now());
  expect((await comment(id, commenter.cookie, "Waiting for the digest.")).status).toBe(200);
  const config = parseConfig({
    ...env,
    MAIL_TRANSPORT: "http",
    MAIL_API_KEY: "test-key",
    MAIL_API_URL: "https://mail.example/send",
    MAIL_FROM: "UCK <mail@uck.example>",
  });
  let up = false;
  let calls = 0;
  const fetchStub = (async () => {
    calls += 1;
    return new Response(up ? "{}" : "down", { status: up ? 200 : 503 });
  }) as unknown as typeof fetch;
  const deps = { db, mailer: createMailer(config, db, fetchStub), publicHost: HOST };
  const morning = Date.UTC(2031, 5, 1, 8);
  expect(await sendDailyDigests(deps, morning)).toMatchObject({ sent: 0, retrying: 1 });
  up = true;
  expect(await sendDailyDigests(deps, morning + 15 * 60_000)).toMatchObject({ sent: 1 });
  expect(await sendDailyDigests(deps, morning + 30 * 60_000)).toMatchObject({ sent: 0 });
  expect(calls).toBe(2);
  const [row] = await db
    .select({ status: mailQueue.status, attempts: mailQueue.attempts })
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, complainant.id), eq(mailQueue.kind, "daily_digest")))
    .orderBy(desc(mailQueue.createdAt));
  expect(row).toEqual({ status: "sent", attempts: 2 });
});
