import { notifications } from "@worker/db/schema";
import { db } from "../factories";
import { field, post } from "../harness/app";
import type { Changes, Row } from "./matrix";
import { ACTORS, PNG, SIGNED_IN, type World } from "./world";

const png = () => new File([PNG], "photo.png", { type: "image/png" });

const profileForm = (w: World, fields: Record<string, string | Blob>) =>
  post("/profile", { form: fields }, w.cookie);

const complaintForm = (w: World) => ({
  companyName: w.company.name,
  companySlug: w.company.slug,
  companyDomain: w.company.domain,
  text: "Charged twice for one order.",
  location: "",
});

/** The rows a call added to (or changed in) a table, parsed. */
const rowsOf = (changes: Changes, store: string): Record<string, unknown>[] =>
  (changes[store]?.added ?? []).map((row) => JSON.parse(row));

/** Rows of one user's notifications may change; anyone else's must not. */
function onlyMyNotifications(changes: Changes, w: World) {
  const rows = [
    ...(changes["d1:notifications"]?.added ?? []),
    ...(changes["d1:notifications"]?.removed ?? []),
  ];
  return rows
    .filter((row) => JSON.parse(row).user_id !== w.me?.id)
    .map((row) => `changed someone else's notification: ${row}`);
}

/** POST /profile, /notifications, /create, /create/image and /help. */
export const ACCOUNT_ROWS: Row[] = [
  {
    route: "profile",
    intent: "update-profile",
    allowed: SIGNED_IN,
    changes: ["d1:profiles"],
    request: (w) =>
      profileForm(w, {
        intent: "update-profile",
        username: `renamed_${crypto.randomUUID().slice(0, 8)}`,
        fullName: "Renamed Person",
        bio: "",
        location: "",
        website: "",
        phone: "",
        company: "",
        jobTitle: "",
      }),
  },
  {
    route: "profile",
    intent: "update-profile",
    note: "with a role and another user's id in the form",
    allowed: SIGNED_IN,
    changes: ["d1:profiles"],
    check: (changes, w) => [
      ...(changes["d1:user_roles"] ? ["the form's role was stored"] : []),
      ...rowsOf(changes, "d1:profiles")
        .filter((row) => row.id !== w.me?.id)
        .map((row) => `changed the profile of ${row.id}`),
    ],
    request: (w) =>
      profileForm(w, {
        intent: "update-profile",
        username: `renamed_${crypto.randomUUID().slice(0, 8)}`,
        fullName: "Renamed Person",
        bio: "",
        location: "",
        website: "",
        phone: "",
        company: "",
        jobTitle: "",
        role: "superadmin",
        id: w.victim.id,
        userId: w.victim.id,
      }),
  },
  {
    route: "profile",
    intent: "upload-avatar",
    allowed: SIGNED_IN,
    changes: ["d1:profiles", "r2:AVATARS"],
    request: (w) => profileForm(w, { intent: "upload-avatar", file: png() }),
  },
  {
    route: "profile",
    intent: "upload-background",
    allowed: SIGNED_IN,
    changes: ["d1:profiles", "r2:BACKGROUNDS"],
    request: (w) => profileForm(w, { intent: "upload-background", file: png() }),
  },
  {
    route: "profile",
    intent: "invite-by-email",
    allowed: SIGNED_IN,
    changes: ["d1:invites", "d1:email_outbox"],
    request: (w) =>
      profileForm(w, {
        intent: "invite-by-email",
        email: `friend-${crypto.randomUUID().slice(0, 8)}@example.com`,
      }),
  },
  {
    route: "profile",
    intent: "mail-settings",
    note: "with another person's id in the form",
    allowed: SIGNED_IN,
    changes: ["d1:mail_preferences"],
    check: (changes, w) =>
      rowsOf(changes, "d1:mail_preferences")
        .filter((row) => row.user_id !== w.me?.id)
        .map((row) => `changed the mail settings of ${row.user_id}`),
    request: (w) =>
      profileForm(w, {
        intent: "mail-settings",
        company_responded: "never",
        userId: w.victim.id,
      }),
  },
  {
    route: "profile",
    intent: "request-deletion",
    allowed: SIGNED_IN,
    changes: ["d1:users", "kv:SESSIONS"],
    request: (w) => profileForm(w, { intent: "request-deletion", confirmation: "DELETE" }),
  },
  {
    route: "notifications",
    intent: "open",
    note: "the author's notification",
    allowed: ["author"],
    changes: ["d1:notifications"],
    // Anyone else is sent back to the list, with nothing marked.
    done: (answer) => answer.status === 302 && answer.location !== "/notifications",
    request: (w) =>
      post("/notifications", { form: { intent: "open", id: w.authorNotification } }, w.cookie),
  },
  {
    route: "notifications",
    intent: "read-all",
    allowed: SIGNED_IN,
    changes: ["d1:notifications"],
    prepare: async (w) =>
      w.me &&
      db.insert(notifications).values({
        id: crypto.randomUUID(),
        userId: w.me.id,
        type: "user_followed",
        actorId: w.other.id,
      }),
    check: onlyMyNotifications,
    request: (w) => post("/notifications", { form: { intent: "read-all" } }, w.cookie),
  },
  {
    route: "create",
    allowed: SIGNED_IN,
    changes: ["d1:complaints"],
    done: (answer) => answer.status === 302,
    request: (w) => post("/create", { form: complaintForm(w) }, w.cookie),
  },
  {
    route: "create",
    note: "with an author, a status and counters in the form",
    allowed: SIGNED_IN,
    changes: ["d1:complaints"],
    done: (answer) => answer.status === 302,
    check: (changes, w) =>
      rowsOf(changes, "d1:complaints")
        .filter(
          (row) =>
            row.user_id !== w.me?.id ||
            row.status !== "open" ||
            row.uck_count !== 0 ||
            row.has_response !== 0,
        )
        .map((row) => `the form set ${JSON.stringify(row)}`),
    request: (w) =>
      post(
        "/create",
        {
          form: {
            ...complaintForm(w),
            userId: w.author.id,
            status: "resolved",
            uckCount: "999",
            hasResponse: "1",
          },
        },
        w.cookie,
      ),
  },
  {
    route: "create",
    note: "with the author's uploaded photo",
    allowed: ["author"],
    changes: ["d1:complaints", "r2:COMPLAINT_IMAGES"],
    done: (answer) => answer.status === 302,
    request: (w) =>
      post("/create", { form: { ...complaintForm(w), imageKey: w.authorUpload } }, w.cookie),
  },
  {
    route: "create/image",
    allowed: SIGNED_IN,
    changes: ["r2:COMPLAINT_IMAGES"],
    done: (answer) => answer.status === 200 && field(answer, "ok") === true,
    request: (w) => post("/create/image", { form: { image: png() } }, w.cookie),
  },
  {
    route: "help",
    intent: "contact",
    allowed: ACTORS,
    changes: ["d1:contact_messages"],
    request: (w) =>
      post(
        "/help",
        {
          form: {
            intent: "contact",
            name: "Someone",
            email: "someone@example.com",
            topic: "account",
            message: "I cannot change my e-mail address.",
          },
        },
        w.cookie,
      ),
  },
];
