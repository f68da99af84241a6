import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { errorText, logEvent } from "../../log";
import { deliverDueMails } from "./deliver";
import type { Mailer } from "./mailer";

/**
 * What a service needs to tell people (and companies) something: the database its statements go
 * to, the mailer (to ask whether mail can leave at all, and for the rare answer that waits for
 * its own send), the deployment's settings (outreach to companies, the key of mail links), the
 * outbound fetch (DNS over HTTPS), and two hooks its owner (a request, a cron job) runs once the
 * answer is out. Services never deliver mail themselves: queueing it schedules its delivery, so
 * no caller can forget a part.
 */
export type Postbox = {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  fetch: typeof fetch;
  /** Mail links are built from PUBLIC_HOST, never from the request. */
  publicHost: string;
  /** Work that must not change the answer or its timing (a reset token, written after it). */
  afterAnswer: (work: () => Promise<unknown>) => void;
  /** Queued mail goes out after the answer; called by the queueing functions only. */
  scheduleDelivery: () => void;
};

export type OwnedPostbox = Postbox & {
  /** Whether anything waits for after the answer (work left for it, or mail to deliver). */
  waiting: () => boolean;
  /**
   * Runs what was left for after the answer, then the delivery, each failure logged; a
   * request's owner passes when its answer has left (worker/http/answer-sent.ts), and nothing
   * starts before that.
   */
  settle: (answered?: Promise<unknown>) => Promise<void>;
};

/** A postbox for one request or one job; its owner calls `settle()` once it has answered. */
export function createPostbox(deps: {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  fetch?: typeof fetch;
  now?: () => number;
}): OwnedPostbox {
  const later: (() => Promise<unknown>)[] = [];
  let deliver = false;
  const clock = deps.now ?? Date.now;
  const delivery = { db: deps.db, mailer: deps.mailer, publicHost: deps.config.publicHost };
  return {
    db: deps.db,
    mailer: deps.mailer,
    config: deps.config,
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    publicHost: deps.config.publicHost,
    afterAnswer: (work) => {
      later.push(work);
    },
    scheduleDelivery: () => {
      deliver = true;
    },
    waiting: () => later.length > 0 || deliver,
    async settle(answered) {
      // The answer leaves before any of this starts: its last byte taken by the runtime when the
      // owner says so, then (and for a job, a test) a turn of the event loop.
      await answered;
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Work left for later may queue mail itself (the reset link): it runs first.
      while (later.length > 0) {
        const work = later.shift();
        await work?.().catch((error) =>
          logEvent("after_answer_failed", { error: errorText(error) }),
        );
      }
      if (!deliver) return;
      deliver = false;
      await deliverDueMails(delivery, clock()).catch((error) =>
        logEvent("mail_delivery_failed", { error: errorText(error) }),
      );
    },
  };
}
