import { readCookie, shortLivedCookie } from "../auth/cookies";
import type { AppConfig } from "../config";

/**
 * D1 read replication (docs/performance.md#the-budget, docs/scaling.md): every request runs its queries in one
 * D1 session. Reads may go to the nearest replica; a request that writes starts on the primary.
 * The bookmark of the last write travels back in a cookie, so the same browser's next requests
 * read at least what it wrote (a replica behind the bookmark waits or forwards to the primary).
 */
export const D1_BOOKMARK_COOKIE = "uck_d1_bookmark";

/** Long enough for any replica to catch up; short, so anonymous writers soon hit the edge cache. */
const BOOKMARK_MAX_AGE_SECONDS = 300;

/** D1 bookmarks are opaque, made of hex groups and dashes; anything else is ignored. */
const BOOKMARK_PATTERN = /^[0-9a-zA-Z-]{1,200}$/;

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function readBookmark(request: Request): string | null {
  const value = readCookie(request, D1_BOOKMARK_COOKIE);
  return value && BOOKMARK_PATTERN.test(value) ? value : null;
}

/**
 * The session a request runs in: writes (any non-GET) start on the primary; reads start after
 * the browser's bookmark when it carries one, else wherever is fastest.
 */
export function openD1Session(d1: D1Database, request: Request): D1DatabaseSession {
  if (!READ_METHODS.has(request.method)) return d1.withSession("first-primary");
  const bookmark = readBookmark(request);
  if (bookmark) {
    try {
      return d1.withSession(bookmark);
    } catch {
      // A bookmark D1 does not accept (another database, a tampered cookie): start fresh.
    }
  }
  return d1.withSession("first-unconstrained");
}

/** The cookie that carries a write's bookmark, or null when there is nothing new to carry. */
export function bookmarkCookie(
  config: AppConfig,
  request: Request,
  session: D1DatabaseSession,
): string | null {
  if (READ_METHODS.has(request.method)) return null;
  const bookmark = session.getBookmark();
  if (!bookmark || bookmark === readBookmark(request)) return null;
  return shortLivedCookie(config, D1_BOOKMARK_COOKIE, bookmark, BOOKMARK_MAX_AGE_SECONDS);
}

/**
 * Statements and round trips one request sent to D1 (reported in bench mode), and how many of
 * the statements write (each writes at least one row, and only on the primary: docs/performance.md#the-budget
 * wants none on a read). With `trace`, every statement is also logged with its parameters, so
 * the bench can EXPLAIN it.
 */
export type D1Usage = { roundTrips: number; statements: number; writes: number; trace: boolean };

/** insert, update, delete or replace, also after a `with` clause (SQLite's writing statements). */
const WRITING = /^\s*(with\b[\s\S]*?\)\s*)?(insert|update|delete|replace)\b/i;
export const isWrite = (sql: string) => WRITING.test(sql);

type Traced = { sql: string; params: unknown[] };

function logStatement(statement: Traced) {
  console.log(JSON.stringify({ event: "d1_trace", ...statement }));
}

/**
 * Wraps a D1 session so every call that reaches the database is counted: one round trip per
 * `all`/`first`/`run`/`raw` and per `batch` (however many statements it carries). Used only when
 * the Worker runs with BENCH_D1_COUNT=1; the bench reads the counts from response headers.
 */
export function countD1(session: D1DatabaseSession, usage: D1Usage): D1DatabaseSession {
  const traced = new WeakMap<object, Traced>();
  const countStatement = (statement: D1PreparedStatement, info: Traced): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (property === "bind")
          return (...params: unknown[]) =>
            countStatement(value.apply(target, params), { sql: info.sql, params });
        if (property === "all" || property === "first" || property === "run" || property === "raw")
          return (...args: unknown[]) => {
            usage.roundTrips += 1;
            usage.statements += 1;
            if (isWrite(info.sql)) usage.writes += 1;
            if (usage.trace) logStatement(info);
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
    traced.set(proxy, info);
    return proxy;
  };
  return new Proxy(session, {
    get(target, property) {
      if (property === "prepare")
        return (query: string) => countStatement(target.prepare(query), { sql: query, params: [] });
      if (property === "batch")
        return (statements: D1PreparedStatement[]) => {
          usage.roundTrips += 1;
          usage.statements += statements.length;
          for (const statement of statements) {
            const info = traced.get(statement);
            if (info && isWrite(info.sql)) usage.writes += 1;
            if (info && usage.trace) logStatement(info);
          }
          return target.batch(statements);
        };
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
