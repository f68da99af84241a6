/**
 * What the search tests share: a complaint search and the ids it found. Every test searches for
 * its own made-up word, so the tests share a database without seeing each other's complaints.
 */
import { searchComplaints } from "@worker/services/search";
import { db } from "../factories";

// Every test searches for its own made-up word, so the tests of this file share a database
// without seeing each other's complaints.
export const search = (query: string, more: Partial<Parameters<typeof searchComplaints>[1]> = {}) =>
  searchComplaints(db, { query, viewerId: null, ...more });

export const ids = async (
  query: string,
  more: Partial<Parameters<typeof searchComplaints>[1]> = {},
) => (await search(query, more)).items.map((item) => item.id);

export const HOSTILE = [
  '"',
  '""',
  "'",
  "(",
  ")",
  "((a",
  "a OR",
  "NEAR(a b)",
  "NEAR",
  "*",
  "a*b",
  "-a",
  "a:b",
  "^a",
  "{a b}",
  "AND",
  "NOT a",
  "OR OR OR",
  "text:refund",
  "x".repeat(5000),
  "refund ".repeat(800),
  "🙂 😡 👍🏽",
  "שירות לקוחות גרוע",
  "خدمة العملاء سيئة",
  "%",
  "_",
  "\\",
  "a\u0000b",
  "\u0000",
  "'); drop table complaints; --",
  '" OR 1=1 --',
  "e\u0301",
  "\u0301\u0301",
  "\uE000refund\uE001",
  "\ud800",
  "客服 退款",
];
