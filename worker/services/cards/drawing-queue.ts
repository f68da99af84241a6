/**
 * One isolate's picture-card drawings, off the request path (decision 019). Drawing a card is
 * 100–400 ms of CPU that holds the isolate's one thread: eight at once took a trivial route
 * from 13 ms to 1.6 s, and seven queued behind one another still took /healthz from
 * 6 ms to a median of 612 ms. So no request waits for a drawing: a request offers one
 * (the figures to draw, as data) and answers at once. The offers wait in a short queue, each key
 * (a content hash) once; one drainer at a time draws them in turn, resting `restMs` after each so
 * drawings hold the isolate for a small share of its time however many wait.
 *
 * The drainer runs inside one request's waitUntil, and everything it awaits is its own: workerd
 * cancels a continuation that another request's promise resolves once that request has
 * answered, so drawings never wait on one another across requests. It stops after `maxRunMs`
 * (a waitUntil has about 30 s), leaving what waits to the next request's drainer; a drainer not
 * heard of for twice that is taken for dead (its request was cut short) and replaced.
 */
export type Offered = "started" | "under_way" | "busy";

export type DrawingQueue<J> = {
  /** Queues a drawing of `key`: `under_way` when it waits or is being drawn, `busy` when full. */
  offer(key: string, job: J): Offered;
  /**
   * Draws what waits, one at a time, with `draw` (run in the caller's request: pass the promise
   * to its waitUntil); null when a drainer is at work already.
   */
  drain(draw: (job: J) => Promise<unknown>): Promise<void> | null;
  /** Whether `key` waits or is being drawn. */
  isDrawing(key: string): boolean;
  /** Drawings waiting or under way. */
  readonly pending: number;
};

export function createDrawingQueue<J>({
  queueLimit = 8,
  restMs = 0,
  maxRunMs = 20_000,
  now = () => Date.now(),
}: {
  queueLimit?: number;
  restMs?: number;
  maxRunMs?: number;
  now?: () => number;
} = {}): DrawingQueue<J> {
  const waiting = new Map<string, J>();
  let current: string | null = null;
  let drainerSeen: number | null = null;
  // Which drainer is at work: one taken for dead may still wake, and must not speak for the next.
  let drainers = 0;
  const rest = () => new Promise((resolve) => setTimeout(resolve, restMs));

  return {
    offer(key, job) {
      if (key === current || waiting.has(key)) return "under_way";
      if (waiting.size >= queueLimit) return "busy";
      waiting.set(key, job);
      return "started";
    },
    drain(draw) {
      if (drainerSeen !== null && now() - drainerSeen < 2 * maxRunMs) return null;
      const started = now();
      drainerSeen = started;
      const mine = ++drainers;
      return (async () => {
        try {
          while (now() - started < maxRunMs) {
            const next = waiting.entries().next();
            if (next.done) break;
            const [key, job] = next.value;
            waiting.delete(key);
            current = key;
            try {
              await draw(job);
            } catch {
              // The caller's `draw` reports its own failures; the next drawing goes on.
            } finally {
              current = null;
            }
            if (drainers === mine) drainerSeen = now();
            if (restMs > 0) await rest();
          }
        } finally {
          if (drainers === mine) drainerSeen = null;
        }
      })();
    },
    isDrawing: (key) => key === current || waiting.has(key),
    get pending() {
      return waiting.size + (current === null ? 0 : 1);
    },
  };
}
