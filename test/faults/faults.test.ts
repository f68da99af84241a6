import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { FaultPlan, faultyD1, faultyKV, faultyR2 } from "./failing-bindings";

/**
 * The failing bindings the fault tests inject (test/faults/failing-bindings.ts): they reach the
 * real storage, and fail exactly the call a plan names. The scenarios are in
 * faults-complaints, faults-votes, faults-claims and faults-accounts.
 */

it("a plan fails the Nth call only, before it reaches storage", async () => {
  const plan = new FaultPlan().failNth(2);
  const kv = faultyKV(env.UCKS, plan);
  await kv.put("fault:a", "1");
  await expect(kv.put("fault:b", "1")).rejects.toThrow("injected fault: kv.put fault:b");
  await kv.put("fault:c", "1");
  expect(await env.UCKS.get("fault:a")).toBe("1");
  expect(await env.UCKS.get("fault:b")).toBeNull();
  expect(plan.calls).toEqual(["kv.put fault:a", "kv.put fault:b", "kv.put fault:c"]);
  expect(plan.failed).toEqual(["kv.put fault:b"]);
});

it("a D1 batch is one call: a matching statement fails the whole batch, nothing is written", async () => {
  await env.DB.exec("create table if not exists fault_probe (id text primary key)");
  const plan = new FaultPlan().failWhen({ target: /into fault_probe values \('b'\)/ });
  const d1 = faultyD1(env.DB, plan);
  const insert = (id: string) => d1.prepare(`insert into fault_probe values ('${id}')`);
  await expect(d1.batch([insert("a"), insert("b")])).rejects.toThrow(/injected fault: d1.batch/);
  await d1.batch([insert("c")]);
  expect(await d1.prepare("select id from fault_probe order by id").all()).toMatchObject({
    results: [{ id: "c" }],
  });
  // The Worker's per-request D1 sessions go through the same plan.
  const session = d1.withSession("first-primary");
  plan.failWhen({ op: /^d1\.first$/ }, { times: 1 });
  await expect(session.prepare("select 1 as one").first()).rejects.toThrow(/injected/);
  expect(await session.prepare("select 1 as one").first()).toEqual({ one: 1 });
});

it("an 'after' fault lets the write land and loses the answer", async () => {
  const plan = new FaultPlan().failWhen({ op: /^r2\.put$/ }, { when: "after", times: 1 });
  const bucket = faultyR2(env.COMPLAINT_IMAGES, plan);
  await expect(bucket.put("fault-after.png", new Uint8Array([1]))).rejects.toThrow(/injected/);
  expect(await env.COMPLAINT_IMAGES.head("fault-after.png")).not.toBeNull();
  await bucket.put("fault-after-2.png", new Uint8Array([1]));
  plan.heal().failWhen({ op: /^r2\.(get|delete)$/, target: /^fault-after/ });
  await expect(bucket.get("fault-after.png")).rejects.toThrow(/injected/);
  await expect(bucket.delete("fault-after.png")).rejects.toThrow(/injected/);
  expect(await env.COMPLAINT_IMAGES.head("fault-after.png")).not.toBeNull();
});
