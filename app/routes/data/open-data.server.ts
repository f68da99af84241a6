/** The open-data files for /data's loader only (never in the browser). */
export { listOpenDataFiles } from "@worker/services/open-data";
export { listCorrectionNotes } from "@worker/services/open-data-corrections";
