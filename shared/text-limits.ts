/**
 * The spec's lengths of what people write, alone in a module: the card's dialogs and its actions
 * page need only these, not the complaint form's rules beside them (complaint-validation.ts,
 * which re-exports them), so a chunk shared by many pages does not carry the rules.
 */
export const COMPLAINT_TEXT_MAX = 500;
export const LOCATION_MAX = 100;
/** A comment on a complaint. */
export const COMMENT_TEXT_MAX = 1000;
/** The longest reason a report of a complaint may give. */
export const REPORT_REASON_MAX = 500;
