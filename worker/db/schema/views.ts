import { sql } from "drizzle-orm";
import { integer, sqliteView, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "./users";

/**
 * Read-only per-user statistics for the superadmin panel. current_role is the latest
 * user_roles row (none = 'user'); blocked_at comes from blocked_users.
 */
export const userStatistics = sqliteView("user_statistics", {
  id: text("id").notNull(),
  fullName: text("full_name"),
  username: text("username"),
  currentRole: text("current_role", { enum: ROLES }).notNull(),
  complaintCount: integer("complaint_count").notNull(),
  commentCount: integer("comment_count").notNull(),
  blockedAt: integer("blocked_at", { mode: "timestamp_ms" }),
}).as(sql`
  select
    u.id as id,
    p.full_name as full_name,
    p.username as username,
    coalesce(
      (select r.role from user_roles r where r.user_id = u.id
        order by r.created_at desc, r.id desc limit 1),
      'user'
    ) as current_role,
    (select count(*) from complaints c where c.user_id = u.id) as complaint_count,
    (select count(*) from comments m where m.user_id = u.id) as comment_count,
    b.blocked_at as blocked_at
  from users u
  left join profiles p on p.id = u.id
  left join blocked_users b on b.user_id = u.id
`);
