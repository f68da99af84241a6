import { expect, it } from "vitest";
import { type PackedCards, unpackCards } from "~/lib/card-wire";
import { createComplaint, createUser } from "../factories";
import { sessionCookie } from "../harness/app";
import { FaultPlan } from "./failing-bindings";
import { GENERIC_ERRORS, send } from "./sweep";

type ProfileData = { complaints?: { error?: string; cards?: PackedCards }; overview?: unknown };
const dataOf = (body: unknown) => (typeof body === "object" && body ? (body as ProfileData) : {});
/** The list's cards, as the page unpacks them (decision 066). */
const cardsOf = (body: unknown) => {
  const cards = dataOf(body).complaints?.cards;
  return cards ? unpackCards(cards) : undefined;
};

/**
 * The profile's data while D1 fails at each of its calls in turn: when only the complaint list
 * could not be read, the page still has the person's profile and the list carries the message
 * the page shows as the spec's "Error loading complaints: {message}" with Try Again; any other
 * failure is the generic error; with healthy bindings the list is back.
 */
it("a complaint list that cannot be read leaves the profile and says why", async () => {
  const person = await createUser({ name: "Lena List" });
  await createComplaint({ userId: person.id, text: "A complaint the list must show." });
  const cookie = await sessionCookie(person.id);
  const counting = new FaultPlan();
  const healthy = await send(counting, "/profile", { cookie });
  expect(healthy.status).toBe(200);
  expect(cardsOf(healthy.body)).toHaveLength(1);

  const listErrors: number[] = [];
  for (let n = 1; n <= counting.calls.length; n++) {
    const answer = await send(new FaultPlan().failNth(n), "/profile", { cookie });
    const data = dataOf(answer.body);
    if (answer.status === 200 && data.complaints?.error) {
      listErrors.push(n);
      expect(JSON.stringify(data.overview)).toContain("Lena List");
      expect(data.complaints.cards).toBeUndefined();
    } else if (answer.status !== 200) {
      expect(GENERIC_ERRORS).toContainEqual(answer.body);
    }
  }
  expect(listErrors.length).toBeGreaterThan(0);
  const again = await send(new FaultPlan(), "/profile", { cookie });
  expect(cardsOf(again.body)).toHaveLength(1);
});
