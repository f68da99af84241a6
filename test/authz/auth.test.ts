import { it } from "vitest";
import { expectRow, rowName } from "./matrix";
import { AUTH_ROWS as ROWS } from "./rows-auth";

// One row of the authorization matrix per test (the index is in matrix.test.ts); a row
// is eight requests, each in a fresh world, hence the longer timeout.
for (const row of ROWS) it(rowName(row), () => expectRow(row));
