import type { AdminMessages } from "./admin.en";
import { adminPeopleEs } from "./admin-people.es";
import { adminQueuesEs } from "./admin-queues.es";

export const adminEs: AdminMessages = { ...adminPeopleEs, ...adminQueuesEs };
