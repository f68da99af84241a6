import { industryKey } from "@shared/industries";
import type { MessageKey } from "@shared/messages/en/root";

/** An industry's name in the page's language (`t` of the root catalogue), else as written. */
export function sayIndustry(t: (key: MessageKey) => string, industry: string): string {
  const key = industryKey(industry);
  return key ? t(key as MessageKey) : industry;
}
