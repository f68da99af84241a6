import { beforeAll, it } from "vitest";
import { expectRow, rowName, warmUp } from "./matrix";
import { COMPANY_ROWS as ROWS } from "./rows-companies";

// One row of the authorization matrix per test (the index is in matrix.test.ts); a row
// is eight requests, each in a fresh world, hence the longer timeout.
beforeAll(() => warmUp(ROWS), 120_000);
for (const row of ROWS) it(rowName(row), () => expectRow(row));
