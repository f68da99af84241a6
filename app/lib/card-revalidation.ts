import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages that list complaint cards: a card action answered in place (save, follow, report,
 * share…) updates its card locally, so the list is not reloaded under it (a reload could drop the
 * card before its toast shows). Removing actions (delete, block) redirect, which reloads as usual.
 */
export function keepCardsAfterCardActions({
  formAction,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction && /^\/complaint\/[^/]+\/actions$/.test(formAction) && actionStatus === 200)
    return false;
  return defaultShouldRevalidate;
}
