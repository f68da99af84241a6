/**
 * Bindings that fail on purpose, for the fault tests. Each wrapper forwards to the real binding
 * (so data really lands in D1, R2 and KV) and consults a FaultPlan before every call that reaches
 * storage. A D1 batch is one call: it is a transaction, so a failed batch writes nothing, which is
 * what D1 does when a statement in it fails. Rules fail "before" the call (nothing happens, the
 * caller sees an error) or "after" it (the write lands but the answer is lost).
 */

export class InjectedFault extends Error {
  constructor(what: string) {
    super(`injected fault: ${what}`);
    this.name = "InjectedFault";
  }
}

type Rule = {
  /** Fails the Nth call the plan sees (1-based), whatever it is. */
  nth?: number;
  /** Fails calls whose operation ("d1.batch", "r2.put", "kv.get", …) matches. */
  op?: RegExp;
  /** Fails calls whose SQL text (any statement of a batch) or key matches. */
  target?: RegExp;
  when: "before" | "after";
  /** How many more calls this rule fails. */
  remaining: number;
};

export class FaultPlan {
  /** Every call seen, as `op target`, in order (for messages and for asserting the path taken). */
  readonly calls: string[] = [];
  readonly failed: string[] = [];
  /** The 1-based positions in `calls` of the failed calls. */
  readonly failedAt: number[] = [];
  /** How many calls had been made when the request was answered (null: not yet). */
  answeredAfter: number | null = null;
  private rules: Rule[] = [];

  /** Marks the answer: later calls are the work the request left to waitUntil. */
  markAnswered() {
    this.answeredAfter ??= this.calls.length;
  }

  /** Whether every failed call came after the answer (the person saw nothing of them). */
  failedOnlyAfterAnswer() {
    const answered = this.answeredAfter;
    return (
      answered !== null && this.failedAt.length > 0 && this.failedAt.every((at) => at > answered)
    );
  }

  /** Fails the Nth call from now on (counting calls seen after this one). */
  failNth(n: number, when: Rule["when"] = "before") {
    this.rules.push({ nth: this.calls.length + n, when, remaining: 1 });
    return this;
  }

  /** Fails calls matching op and target (both optional), `times` times (default: always). */
  failWhen(
    match: { op?: RegExp; target?: RegExp },
    options: { when?: Rule["when"]; times?: number } = {},
  ) {
    this.rules.push({
      ...match,
      when: options.when ?? "before",
      remaining: options.times ?? Number.POSITIVE_INFINITY,
    });
    return this;
  }

  /** Healthy again: no rule fails any more. */
  heal() {
    this.rules = [];
    return this;
  }

  /** Runs one call under the plan. */
  async run<T>(op: string, targets: readonly string[], call: () => Promise<T>): Promise<T> {
    this.calls.push(`${op} ${targets.join(" ; ")}`);
    const index = this.calls.length;
    const rule = this.rules.find(
      (r) =>
        r.remaining > 0 &&
        (r.nth === undefined || r.nth === index) &&
        (r.op === undefined || r.op.test(op)) &&
        (r.target === undefined || targets.some((t) => r.target?.test(t))) &&
        (r.nth !== undefined || r.op !== undefined || r.target !== undefined),
    );
    if (!rule) return call();
    rule.remaining -= 1;
    const what = `${op} ${targets.join(" ; ").slice(0, 200)}`;
    this.failed.push(what);
    this.failedAt.push(index);
    if (rule.when === "after") await call();
    throw new InjectedFault(what);
  }
}

class FaultyStatement {
  constructor(
    readonly real: D1PreparedStatement,
    readonly sql: string,
    private readonly plan: FaultPlan,
  ) {}
  bind(...values: unknown[]) {
    return new FaultyStatement(this.real.bind(...values), this.sql, this.plan);
  }
  first(column?: string) {
    return this.plan.run("d1.first", [this.sql], () =>
      column === undefined ? this.real.first() : this.real.first(column),
    );
  }
  run() {
    return this.plan.run("d1.run", [this.sql], () => this.real.run());
  }
  all() {
    return this.plan.run("d1.all", [this.sql], () => this.real.all());
  }
  raw(options?: { columnNames?: boolean }) {
    return this.plan.run("d1.raw", [this.sql], () =>
      options?.columnNames ? this.real.raw({ columnNames: true }) : this.real.raw(),
    );
  }
}

type D1Like = Pick<D1Database, "prepare" | "batch">;

function faultyQueries(real: D1Like, plan: FaultPlan) {
  return {
    prepare: (sql: string) => new FaultyStatement(real.prepare(sql), sql, plan),
    batch: (statements: FaultyStatement[]) =>
      plan.run(
        "d1.batch",
        statements.map((s) => s.sql),
        () => real.batch(statements.map((s) => s.real)),
      ),
  };
}

/** D1 whose prepare/batch/exec (and those of its sessions) go through the plan. */
export function faultyD1(real: D1Database, plan: FaultPlan): D1Database {
  const wrapper = {
    ...faultyQueries(real, plan),
    exec: (sql: string) => plan.run("d1.exec", [sql], () => real.exec(sql)),
    dump: () => real.dump(),
    // The Worker runs each request in a D1 session (worker/db/d1-session.ts).
    withSession: (constraint?: string) => {
      const session = real.withSession(constraint);
      return { ...faultyQueries(session, plan), getBookmark: () => session.getBookmark() };
    },
  };
  return wrapper as unknown as D1Database;
}

/** R2 whose put/get/head/delete/list go through the plan (target: the key or prefix). */
export function faultyR2(real: R2Bucket, plan: FaultPlan): R2Bucket {
  const keys = (key: string | string[]) => (Array.isArray(key) ? key : [key]);
  const wrapper = {
    put: (key: string, value: Parameters<R2Bucket["put"]>[1], options?: R2PutOptions) =>
      plan.run("r2.put", [key], () => real.put(key, value, options)),
    get: (key: string, options?: R2GetOptions) =>
      plan.run("r2.get", [key], () => real.get(key, options)),
    head: (key: string) => plan.run("r2.head", [key], () => real.head(key)),
    delete: (key: string | string[]) => plan.run("r2.delete", keys(key), () => real.delete(key)),
    list: (options?: R2ListOptions) =>
      plan.run("r2.list", [options?.prefix ?? ""], () => real.list(options)),
  };
  return wrapper as unknown as R2Bucket;
}

/** KV whose get/put/delete/list go through the plan (target: the key). */
export function faultyKV(real: KVNamespace, plan: FaultPlan): KVNamespace {
  const wrapper = {
    get: (key: string, options?: unknown) =>
      plan.run("kv.get", [key], () => real.get(key, options as KVNamespaceGetOptions<"text">)),
    getWithMetadata: (key: string, options?: unknown) =>
      plan.run("kv.get", [key], () =>
        real.getWithMetadata(key, options as KVNamespaceGetOptions<"text">),
      ),
    put: (key: string, value: string, options?: KVNamespacePutOptions) =>
      plan.run("kv.put", [key], () => real.put(key, value, options)),
    delete: (key: string) => plan.run("kv.delete", [key], () => real.delete(key)),
    list: (options?: KVNamespaceListOptions) =>
      plan.run("kv.list", [options?.prefix ?? ""], () => real.list(options)),
  };
  return wrapper as unknown as KVNamespace;
}

/** The Worker's env with every storage binding wrapped under one plan. */
export function faultyEnv(real: Env, plan: FaultPlan): Env {
  return {
    ...real,
    DB: faultyD1(real.DB, plan),
    SESSIONS: faultyKV(real.SESSIONS, plan),
    UCKS: faultyKV(real.UCKS, plan),
    COMPLAINT_IMAGES: faultyR2(real.COMPLAINT_IMAGES, plan),
    AVATARS: faultyR2(real.AVATARS, plan),
    BACKGROUNDS: faultyR2(real.BACKGROUNDS, plan),
  };
}
