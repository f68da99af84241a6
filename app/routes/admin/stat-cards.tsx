import { Ban, FileText, MessageSquare, Users } from "lucide-react";
import { Num } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";

const CARDS = [
  { key: "users", label: "stats.users", icon: Users },
  { key: "blocked", label: "stats.blocked", icon: Ban },
  { key: "complaints", label: "stats.complaints", icon: FileText },
  { key: "comments", label: "stats.comments", icon: MessageSquare },
] as const;

/** The dashboard's four counts, computed from the tables on each load. */
export function StatCards({
  stats,
}: {
  stats: { users: number; blocked: number; complaints: number; comments: number };
}) {
  const { t } = usePageMessages("admin");
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-xl border border-neutral-200 bg-white p-4">
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <Icon aria-hidden="true" className="size-4" /> {t(label)}
          </p>
          <p className="mt-1 text-2xl font-bold" data-testid={`admin-stat-${key}`}>
            <Num value={stats[key]} />
          </p>
        </div>
      ))}
    </div>
  );
}
