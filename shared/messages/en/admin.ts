import { adminPeopleEn } from "./admin-people";
import { adminQueuesEn } from "./admin-queues";

/** /admin's words (decision 030): its frame and people, and its queues, sent by its loader. */
export const adminEn = { ...adminPeopleEn, ...adminQueuesEn } as const;

export type AdminMessages = Record<keyof typeof adminEn, string>;
