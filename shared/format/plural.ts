/** One Intl.PluralRules per language, made once (the category of a count: one, few, other, …). */
const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let made = rules.get(locale);
  if (!made) {
    made = new Intl.PluralRules(locale);
    rules.set(locale, made);
  }
  return made.select(count);
}

/**
 * The form of a plural message for `count`: `key_{category}` in the language's CLDR category,
 * else `key_other` (Turkish and Spanish catalogues need not write every category English has),
 * else undefined.
 */
export function pluralTemplate(
  messages: Readonly<Record<string, string | undefined>>,
  key: string,
  count: number,
  locale: string,
): string | undefined {
  return messages[`${key}_${pluralCategory(locale, count)}`] ?? messages[`${key}_other`];
}
