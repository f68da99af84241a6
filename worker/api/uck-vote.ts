import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { clientAddressKey } from "../http/client-address";
import { statusOf } from "../http/kit";
import { actorAddress } from "../services/complaints/ranking";
import { castUck } from "../services/complaints/ucks";

const UckVoteSchema = z.object({
  // No lone surrogate: KV refuses such a key, and the vote would fail with a 500.
  complaintId: z
    .string()
    .min(1)
    .max(64)
    .refine((id) => !/\p{Cs}/u.test(id)),
  // Detail and company pages may take an uck back.
  undo: z.boolean().optional(),
});

/** POST /api/functions/handle-uck-vote {complaintId} → {success, message, count} */
export const uckVoteApp = new Hono<AppEnv>().post(
  "/",
  zValidator("json", UckVoteSchema, (result, c) =>
    result.success
      ? undefined
      : c.json({ success: false, message: "A complaintId is required.", count: 0 }, 400),
  ),
  async (c) => {
    const user = c.get("user");
    if (!user) {
      return c.json(
        { success: false, message: "Please sign in to uck complaints.", count: 0 },
        401,
      );
    }
    const { complaintId, undo } = c.req.valid("json");
    const db = c.get("db");
    // The request's address (hashed) for the ranking burst rule (docs/decisions/028).
    const address = actorAddress(
      c.get("config").addressHashKey,
      clientAddressKey(c.req.header("CF-Connecting-IP")),
    );
    const result = await castUck(
      db,
      c.get("ucks"),
      user.id,
      complaintId,
      !!undo,
      Date.now(),
      address,
    );
    if ("code" in result) {
      const { success, message, count } = result;
      // A rate limit also gives its wait in minutes, so the page's button can say the English
      // `message` (kept for API clients) in the page's language (decision 030).
      const wait = "words" in result ? result.words.parts?.wait : undefined;
      const minutes = wait?.text === "wait.minutes" ? wait.values?.count : undefined;
      const extra = typeof minutes === "number" ? { waitMinutes: minutes } : {};
      return c.json({ success, message, count, ...extra }, statusOf(result.code));
    }
    return c.json(result, 200);
  },
);
