import type { AdminMessages } from "../en/admin";
import { adminPeopleEs } from "./admin-people";
import { adminQueuesEs } from "./admin-queues";

export const adminEs: AdminMessages = { ...adminPeopleEs, ...adminQueuesEs };
