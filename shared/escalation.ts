/** An open complaint with no company response escalates 48 hours after it was filed (spec). */
export const ESCALATION_WINDOW_MS = 48 * 60 * 60 * 1000;

/** When a complaint filed at `createdAt` escalates without an answer (its escalation_deadline). */
export function escalationDeadlineFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ESCALATION_WINDOW_MS);
}
