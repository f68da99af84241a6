import { ACCOUNT_ROWS } from "./rows-account";
import { ADMIN_ROWS } from "./rows-admin";
import { AUTH_ROWS } from "./rows-auth";
import { COMPANY_ROWS } from "./rows-companies";
import { CARD_ROWS, COMMENT_ROWS, EXTORTION_ROWS, OUTCOME_ROWS } from "./rows-complaints";
import { FUNCTION_ROWS } from "./rows-functions";

/** Every row of the authorization matrix. */
export const ALL_ROWS = [
  ...CARD_ROWS,
  ...COMMENT_ROWS,
  ...EXTORTION_ROWS,
  ...OUTCOME_ROWS,
  ...COMPANY_ROWS,
  ...ACCOUNT_ROWS,
  ...ADMIN_ROWS,
  ...AUTH_ROWS,
  ...FUNCTION_ROWS,
];
