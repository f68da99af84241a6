/** "1 comment", "2 comments", "0 comments": a count with its noun, singular only for one. */
export const countOf = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`;
