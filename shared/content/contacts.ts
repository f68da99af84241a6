/** Public contact addresses of UCK's teams, one place for every page that names them. */
export const CONTACTS = {
  press: "press@uck.example",
  business: "business@uck.example",
  investors: "investors@uck.example",
  privacy: "privacy@uck.example",
} as const;

export function mailto(address: string, subject?: string) {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** The investor page's call to action: an e-mail that asks for a short pitch call. */
export const PITCH_CALL_HREF = mailto(CONTACTS.investors, "15-minute pitch call");
