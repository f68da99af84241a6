import {
  CORRECTION_REASON_TEXT,
  type CorrectionReason,
  OPEN_DATA_COLUMNS,
  type OpenDataColumn,
} from "@shared/open-data";

/**
 * /data (decision 030). English: the page as it was, word for word; a column's type and meaning and a
 * correction's reason are shared/open-data.ts's own words (the files' dictionary is written once).
 */
const columns = Object.fromEntries(
  OPEN_DATA_COLUMNS.flatMap((column) => [
    [`data.type.${column.name}`, column.type],
    [`data.about.${column.name}`, column.about],
  ]),
) as Record<`data.${"type" | "about"}.${OpenDataColumn}`, string>;

const reasons = Object.fromEntries(
  Object.entries(CORRECTION_REASON_TEXT).map(([reason, text]) => [`data.reason.${reason}`, text]),
) as Record<`data.reason.${CorrectionReason}`, string>;

export const dataEn = {
  "data.name": "UCK open data",
  "data.description":
    "Every public complaint on UCK, as files anyone may download, study and republish.",
  "data.title": "Open data",
  "data.metaDescription":
    "Every public complaint on UCK as daily and weekly CSV and JSON Lines files, in the public domain, with a data dictionary.",
  "data.intro":
    "{description} Each morning the previous day's complaints (UTC) are written as CSV and as JSON Lines; each week a full file holds every complaint up to the Sunday before. The files are dedicated to the public domain under {license}. They carry no personal data: no author, no address, and an e-mail address typed into a complaint is replaced by {removed} (unless it is at the company's own domain), as on every page and in the API. Statuses and counts are as they were when the file was last written; a complaint removed or edited since is corrected at the next export (see Corrections below); the {api} has them as they are now.",
  "data.intro.api": "public API",
  "data.files": "Files",
  "data.files.none": "The first files are written the morning after the first day with complaints.",
  "data.files.file": "File",
  "data.files.covers": "Covers",
  "data.files.complaints": "Complaints",
  "data.files.size": "Size",
  "data.files.upTo": "Everything up to {day}",
  "data.corrections": "Corrections",
  "data.corrections.about":
    "The files follow the site. When moderators remove a complaint, its author deletes or edits it, or it goes with an account closed for a breach of the User Agreement, the next export (every 15 minutes) rewrites the daily files of the day it was filed and the newest weekly files, and withdraws older weekly files that held it. A download is cached for at most an hour. Nothing of a removed complaint stays in a file served here.",
  "data.corrections.none": "No file has needed a correction in the last year.",
  "data.corrections.waiting": "Waiting for the next export:",
  "data.corrections.note": "{complaints} filed on {day} {reason}.",
  "data.complaints_one": "1 complaint",
  "data.complaints_other": "{count} complaints",
  ...reasons,
  "data.dictionary": "Data dictionary",
  "data.dictionary.about":
    "CSV files (text/csv: UTF-8, RFC 4180, comma-separated, CRLF line ends) open with this header row; each JSON Lines file (application/jsonl) has one object per line with the same keys. Empty CSV fields are null in JSON. A text that starts with {eq}, {plus}, {minus} or {at} has an apostrophe put before it in CSV, so a spreadsheet shows it instead of running it.",
  "data.columns": "Columns",
  "data.columns.column": "Column",
  "data.columns.type": "Type",
  "data.columns.meaning": "Meaning",
  ...columns,
};

export type DataMessages = Record<keyof typeof dataEn, string>;
