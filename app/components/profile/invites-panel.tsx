import { Copy, Mail, Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { RelativeTime } from "~/components/ui/relative-time";
import { useRootData } from "~/lib/root-data";
import { Avatar } from "../avatar";
import { showToast } from "../toaster";
import { InviteByEmailForm } from "./invite-by-email-form";

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
      showToast({ kind: "success", title: "Link copied!" });
    } catch {
      showToast({ kind: "error", title: "Could not copy the link. Please copy it by hand." });
    }
  }

  return (
    <div className="space-y-6">
      <section className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
        <h2 className="font-semibold">Your invite link</h2>
        <p className="text-sm text-neutral-700">
          Friends who register through this link count towards your goal.
        </p>
        <div className="flex gap-2">
          <input
            readOnly
            value={link}
            aria-label="Invite link"
            data-testid="invite-link"
            className="min-w-0 flex-1 rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            onClick={copy}
            className="inline-flex items-center gap-1.5 rounded-md bg-neutral-900 px-3 py-2 text-sm font-medium text-white hover:bg-neutral-700"
          >
            <Copy aria-hidden="true" className="size-4" /> Copy
          </button>
        </div>
      </section>
      <InviteByEmailForm />
      <section className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4">
        <h2 className="flex items-center gap-2 font-semibold">
          <Trophy aria-hidden="true" className="size-4 text-amber-600" /> Become an UCK Legend
        </h2>
        <div
          role="progressbar"
          aria-label="Friends invited"
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
          {progress}/{goal} friends joined
          {progress >= goal ? " · You are an UCK Legend!" : ""}
        </p>
      </section>
      <section className="space-y-2" aria-labelledby="joined-friends">
        <h2 id="joined-friends" className="font-semibold">
          Joined friends ({joined.length})
        </h2>
        {joined.length === 0 ? (
          <p className="text-sm text-neutral-600">
            No friend has joined yet. Share your link to get started.
          </p>
        ) : (
          <ul className="space-y-2">
            {joined.map((friend) => (
              <li
                key={friend.id}
                className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3"
              >
                <Avatar name={friend.fullName ?? "Friend"} src={friend.avatarUrl} size={32} />
                <span className="font-medium">{friend.fullName ?? "A deleted account"}</span>
                {friend.username ? (
                  <span className="text-sm text-neutral-600">@{friend.username}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {pending.length > 0 ? (
        <section className="space-y-2" aria-labelledby="pending-invites">
          <h2 id="pending-invites" className="font-semibold">
            Pending invites ({pending.length})
          </h2>
          <ul className="space-y-2">
            {pending.map((invite) => (
              <li
                key={invite.id}
                data-testid="pending-invite"
                className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
                <span className="min-w-0 flex-1 truncate font-medium">{invite.email}</span>
                <span className="shrink-0 text-sm text-neutral-600">
                  Sent · <RelativeTime at={invite.sentAt} now={now} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
