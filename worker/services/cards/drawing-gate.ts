/**
 * Drawing a card is 100–400 ms of CPU that holds the isolate's one thread; eight at once took a
 * trivial route sharing the isolate from 13 ms to 1.6 s (issue 38). The gate lets one drawing
 * run at a time per isolate, so pages are answered between drawings; a request for a picture
 * already being drawn waits for that drawing instead of starting its own (the same content hash,
 * drawn once at a time); and when `queueLimit` drawings already wait, a new one is refused at once
 * rather than queued behind them.
 */
export type DrawingGate<T> = {
  /** The drawing of `key`, shared with a drawing of it in progress; null when the gate is full. */
  draw(key: string, work: () => Promise<T>): Promise<T> | null;
  /** Whether `key` is being drawn (or waits its turn): a request for it joins that drawing. */
  isDrawing(key: string): boolean;
  /** Drawings started or waiting, for tests and logs. */
  readonly pending: number;
};

export function createDrawingGate<T>({
  concurrency = 1,
  queueLimit = 4,
}: {
  concurrency?: number;
  queueLimit?: number;
} = {}): DrawingGate<T> {
  const inFlight = new Map<string, Promise<T>>();
  const queue: (() => void)[] = [];
  let running = 0;

  // The slot is taken synchronously (here or by `release` handing it on), so two drawings
  // started in the same tick cannot both see a free slot.
  const acquire = () => {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) =>
      queue.push(() => {
        running++;
        resolve();
      }),
    );
  };
  const release = () => {
    running--;
    queue.shift()?.();
  };

  return {
    draw(key, work) {
      const shared = inFlight.get(key);
      if (shared) return shared;
      if (running >= concurrency && queue.length >= queueLimit) return null;
      const drawing = (async () => {
        await acquire();
        try {
          return await work();
        } finally {
          release();
        }
      })();
      inFlight.set(key, drawing);
      const forget = () => inFlight.delete(key);
      drawing.then(forget, forget);
      return drawing;
    },
    isDrawing: (key) => inFlight.has(key),
    get pending() {
      return inFlight.size;
    },
  };
}
