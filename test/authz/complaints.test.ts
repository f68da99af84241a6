import { it } from "vitest";
import { expectRow, rowName } from "./matrix";
import { CARD_ROWS, EXTORTION_ROWS, OUTCOME_READ_ROWS, OUTCOME_ROWS } from "./rows-complaints";

const ROWS = [...CARD_ROWS, ...EXTORTION_ROWS, ...OUTCOME_ROWS, ...OUTCOME_READ_ROWS];

// One row of the authorization matrix per test (the index is in matrix.test.ts); a row
// is eight requests, each in a fresh world, hence the longer timeout.
for (const row of ROWS) it(rowName(row), () => expectRow(row));
