import { env } from "cloudflare:test";
import { complaints, ucks } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { db } from "../factories";
import { type Answer, field, post } from "../harness/app";
import type { Row } from "./matrix";
import { ACTORS, SIGNED_IN, type World } from "./world";

const call = (name: string, json: (w: World) => unknown) => (w: World) =>
  post(`/api/functions/${name}`, { json: json(w) }, w.cookie);

const succeeded = (answer: Answer) => answer.status === 200 && field(answer, "success") === true;

/** The Hono JSON functions under /api/functions, through the real Worker. */
export const FUNCTION_ROWS: Row[] = [
  {
    route: "api/functions/handle-uck-vote",
    allowed: SIGNED_IN,
    changes: ["d1:ucks", "d1:complaints", "kv:UCKS"],
    via: "worker",
    done: succeeded,
    request: call("handle-uck-vote", (w) => ({ complaintId: w.open })),
  },
  {
    route: "api/functions/handle-uck-vote",
    note: "undo",
    allowed: SIGNED_IN,
    changes: ["d1:ucks", "d1:complaints", "kv:UCKS"],
    via: "worker",
    done: succeeded,
    prepare: async (w) => {
      if (!w.me) return;
      await db.batch([
        db.insert(ucks).values({ complaintId: w.open, userId: w.me.id }),
        db.update(complaints).set({ uckCount: 1 }).where(eq(complaints.id, w.open)),
      ]);
      // The KV fast-path key of worker/services/complaints/ucks.ts.
      await env.UCKS.put(`uck:${w.open}:${w.me.id}`, "1");
    },
    request: call("handle-uck-vote", (w) => ({ complaintId: w.open, undo: true })),
  },
  {
    route: "api/functions/get-company-info",
    note: "a new domain creates the company",
    allowed: SIGNED_IN,
    changes: ["d1:companies"],
    via: "worker",
    done: succeeded,
    request: call("get-company-info", () => ({
      domain: `brand-new-${crypto.randomUUID().slice(0, 8)}.example`,
    })),
  },
  {
    route: "api/functions/get-company-info",
    note: "a search reads only",
    allowed: ACTORS,
    changes: [],
    via: "worker",
    done: succeeded,
    request: call("get-company-info", (w) => ({ query: w.company.name.slice(0, 8) })),
  },
  {
    route: "api/functions/send-claim-verification",
    note: "the author's pending claim",
    allowed: ["author"],
    changes: ["d1:company_claims", "d1:email_outbox"],
    via: "worker",
    done: (answer) => succeeded(answer) && field(answer, "sent") === true,
    request: call("send-claim-verification", (w) => ({
      requesterEmail: `boss@${w.unclaimed.domain}`,
      companyName: w.unclaimed.name,
      companyDomain: w.unclaimed.domain,
      companySlug: w.unclaimed.slug,
    })),
  },
];
