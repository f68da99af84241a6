import { Copy, Mail, Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { useRootData } from "~/lib/root-data";
import { Avatar } from "../../components/avatar";
import { showToast } from "../../components/toaster";
import { ROW } from "./following-list";
import { InviteByEmailForm } from "./invite-by-email-form";
import { ListPanel } from "./list-panel";

type JoinedFriend = {
  id: string;
  fullName: string | null;
  username: string | null;
  avatarUrl: string | null;
  joinedAt: number | null;
};

type PendingInvite = { id: string; email: string; sentAt: number };

/**
 * The Invites tab: the referral link (the short host on phones, as the spec says), Copy, the
 * invitation by e-mail, the progress to UCK Legend, the friends who joined and the invitations
 * still pending.
 */
export function InvitesPanel({
  userId,
  joined,
  pending,
  goal,
  now,
}: {
  userId: string;
  joined: JoinedFriend[];
  pending: PendingInvite[];
  goal: number;
  now: number;
}) {
  const { publicConfig } = useRootData();
  const { t } = usePageMessages("profile");
  const [host, setHost] = useState(publicConfig.publicHost);
  useEffect(() => {
    const phone = window.matchMedia("(max-width: 767px)").matches;
    setHost(phone ? publicConfig.publicShortHost : publicConfig.publicHost);
  }, [publicConfig.publicHost, publicConfig.publicShortHost]);
  const link = `${host}/invite/${userId}`;
  const progress = Math.min(joined.length, goal);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ kind: "success", title: t("invites.copied") });
    } catch {
      showToast({ kind: "error", title: t("invites.copyFailed") });
    }
  }

  return (
    <div className="space-y-6">
      <section className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
        <h2 className="font-semibold">{t("invites.linkTitle")}</h2>
        <p className="text-sm text-neutral-700">{t("invites.linkText")}</p>
        <div className="flex gap-2">
          <input
            readOnly
            value={link}
            aria-label={t("invites.linkLabel")}
            data-testid="invite-link"
            className="min-w-0 flex-1 rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            onClick={copy}
            className="inline-flex items-center gap-1.5 rounded-md bg-neutral-900 px-3 py-2 text-sm font-medium text-white hover:bg-neutral-700"
          >
            <Copy aria-hidden="true" className="size-4" /> {t("invites.copy")}
          </button>
        </div>
      </section>
      <InviteByEmailForm />
      <section className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
        <h2 className="flex items-center gap-2 font-semibold">
          <Trophy aria-hidden="true" className="size-4 text-amber-600" /> {t("invites.legend")}
        </h2>
        <div
          role="progressbar"
          aria-label={t("invites.progressLabel")}
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-neutral-200"
        >
          <div
            className="h-full rounded-full bg-brand-500"
            style={{ width: `${(progress / goal) * 100}%` }}
          />
        </div>
        <p className="text-sm text-neutral-700" data-testid="invite-progress">
          {t("invites.progress", { progress, goal })}
          {progress >= goal ? t("invites.isLegend") : ""}
        </p>
      </section>
      <ListPanel
        id="joined-friends"
        heading={t("invites.joined", { count: joined.length })}
        empty={t("invites.noneJoined")}
        items={joined}
        rowClassName={ROW}
        row={(friend) => (
          <>
            <Avatar
              name={friend.fullName ?? t("invites.friend")}
              src={friend.avatarUrl}
              size={32}
            />
            <span className="font-medium">{friend.fullName ?? t("invites.deletedAccount")}</span>
            {friend.username ? (
              <span className="text-sm text-neutral-600">@{friend.username}</span>
            ) : null}
          </>
        )}
      />
      {pending.length > 0 ? (
        <ListPanel
          id="pending-invites"
          heading={t("invites.pending", { count: pending.length })}
          empty={null}
          items={pending}
          rowClassName={ROW}
          rowTestId="pending-invite"
          row={(invite) => (
            <>
              <Mail aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
              <span className="min-w-0 flex-1 truncate font-medium">{invite.email}</span>
              <span className="shrink-0 text-sm text-neutral-600">
                {t("invites.sent")}
                <RelativeTime at={invite.sentAt} now={now} />
              </span>
            </>
          )}
        />
      ) : null}
    </div>
  );
}
