import { BlockSchema } from "@worker/services/admin/users";
import { CardActionSchema } from "@worker/services/complaints/card-action-schema";
import { ContactSchema } from "@worker/services/contact";
import { ProfileUpdateSchema } from "@worker/services/users/profile-update";
import fc from "fast-check";
import { it } from "vitest";
import { hostileString } from "./arbitraries";
import { expectRejected, RUNS } from "./checks";

/**
 * Hostile strings never make a refusing schema throw (shared set-up: schemas-setup.ts).
 */

it("hostile strings never make a refusing schema throw", () => {
  fc.assert(
    fc.property(hostileString, (input) => {
      for (const schema of [BlockSchema, ContactSchema, ProfileUpdateSchema, CardActionSchema]) {
        expectRejected(schema, input);
      }
    }),
    { numRuns: RUNS },
  );
});
