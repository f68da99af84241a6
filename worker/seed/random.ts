/** A small seeded PRNG (mulberry32): the same seed gives the same demo data everywhere. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  const chance = (probability: number) => next() < probability;
  /**
   * k distinct items (k ≤ items.length), by a partial Fisher–Yates shuffle. Only the swapped
   * positions are kept (a copy of the list for every call made 100,000 complaints' seed
   * quadratic: minutes of copying 20,000 users and 100,000 complaints); the draws and the result
   * are those of shuffling a copy.
   */
  const sample = <T>(items: readonly T[], k: number): T[] => {
    const count = Math.min(k, items.length);
    const moved = new Map<number, T>();
    const at = (index: number) => (moved.has(index) ? moved.get(index) : items[index]) as T;
    const picked: T[] = [];
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(next() * (items.length - i));
      const atJ = at(j);
      moved.set(j, at(i));
      picked.push(atJ);
    }
    return picked;
  };
  return { next, int, pick, chance, sample };
}

export type Random = ReturnType<typeof createRandom>;

/** FNV-1a 32-bit. */
function fnv1a(input: string, basis = 0x811c9dc5): number {
  let hash = basis;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A stable UUID-shaped id for the i-th seeded row of a kind, so re-seeding is a no-op. */
export function seedId(kind: string, index: number): string {
  const key = `${kind}:${index}`;
  const hex = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x5bd1e995]
    .map((basis) => fnv1a(key, basis).toString(16).padStart(8, "0"))
    .join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
