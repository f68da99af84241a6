import type { AdminMessages } from "./admin.en";
import { adminPeopleTr } from "./admin-people.tr";
import { adminQueuesTr } from "./admin-queues.tr";

export const adminTr: AdminMessages = { ...adminPeopleTr, ...adminQueuesTr };
