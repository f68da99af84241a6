import type { AdminMessages } from "../en/admin";
import { adminPeopleTr } from "./admin-people";
import { adminQueuesTr } from "./admin-queues";

export const adminTr: AdminMessages = { ...adminPeopleTr, ...adminQueuesTr };
