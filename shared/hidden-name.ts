/**
 * "Show my name publicly" (decision 042): what the public sees of an author who hid
 * their name on a complaint. Only the initials of the first and last word of the display name
 * ("Ayşe Nur Kaya" → "A. K."), so a middle name never narrows it down, and never the username,
 * the avatar or a link to the profile. Every surface (cards, the complaint page, comments, search,
 * feeds, structured data) shows the same initials.
 */
export function initialsOf(fullName: string | null): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words;
  const letters = ends
    .map((word) => [...(word ?? "")].find((char) => /\p{L}|\p{N}/u.test(char)))
    .filter((char): char is string => Boolean(char))
    .map((char) => `${char.toLocaleUpperCase()}.`);
  return letters.length > 0 ? letters.join(" ") : "?";
}
