import { sizedImage } from "@shared/image-sizes";
import { Award, LogOut, Pencil, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { Num } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { Avatar } from "../../components/avatar";

export type ProfileHeaderData = {
  fullName: string;
  username: string;
  avatarUrl: string | null;
  backgroundImage: string | null;
  location: string | null;
  bio: string | null;
};

function Counter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-lg bg-neutral-50 px-3 py-2 text-center">
      <p className="text-xl font-bold" data-testid={testId}>
        <Num value={value} />
      </p>
      <p className="text-xs text-neutral-600">{label}</p>
    </div>
  );
}

/** The profile's header card: background, avatar, name, location, bio, counters and badge. */
const editClass =
  "ml-auto inline-flex items-center gap-1.5 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 sm:ml-0";

export function ProfileHeader({
  profile,
  counters,
  firstUck,
  onEdit,
}: {
  profile: ProfileHeaderData;
  counters: { complaints: number; interactions: number; fullHearts: number };
  firstUck: boolean;
  /** Opens edit mode; absent while editing. */
  onEdit?: () => void;
}) {
  const { viewer } = useRootData();
  const { t } = usePageMessages("profile");
  const hydrated = useHydrated();
  return (
    <section className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
      <div
        className="h-28 bg-gradient-to-r from-brand-500 to-orange-400 bg-cover bg-center sm:h-36"
        style={
          profile.backgroundImage
            ? { backgroundImage: `url("${sizedImage(profile.backgroundImage, 1280)}")` }
            : undefined
        }
        data-testid="profile-background"
      />
      <div className="space-y-4 px-4 pb-4 sm:px-6">
        <div className="-mt-10 flex flex-wrap items-end gap-3">
          <span
            className="rounded-full border-4 border-white bg-white"
            data-testid="profile-avatar"
          >
            <Avatar name={profile.fullName} src={profile.avatarUrl} size={80} />
          </span>
          <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1 sm:pb-1">
            <h1 className="text-2xl font-bold break-words">{profile.fullName}</h1>
            <p className="text-sm text-neutral-600">
              @{profile.username}
              {profile.location ? ` · ${profile.location}` : ""}
            </p>
          </div>
          {onEdit && hydrated ? (
            <button type="button" onClick={onEdit} className={editClass}>
              <Pencil aria-hidden="true" className="size-4" /> {t("profile.edit")}
            </button>
          ) : onEdit ? (
            // Without scripts the Edit button is a link to the page in edit mode.
            <Link to="?edit=1" className={editClass}>
              <Pencil aria-hidden="true" className="size-4" /> {t("profile.edit")}
            </Link>
          ) : null}
          {viewer?.role === "superadmin" ? (
            <Link
              to="/admin"
              className="inline-flex items-center gap-1.5 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-50"
            >
              <ShieldCheck aria-hidden="true" className="size-4" /> {t("profile.adminPanel")}
            </Link>
          ) : null}
          <Form method="post" action="/auth/logout" className={onEdit ? "" : "ml-auto sm:ml-0"}>
            <button
              type="submit"
              className="inline-flex items-center gap-1.5 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-50"
            >
              <LogOut aria-hidden="true" className="size-4" /> {t("profile.signOut")}
            </button>
          </Form>
        </div>
        {profile.bio ? (
          <p className="text-sm leading-relaxed text-neutral-800">{profile.bio}</p>
        ) : null}
        {firstUck ? (
          <p
            className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800"
            title={t("profile.firstUckTitle")}
            data-testid="first-uck-badge"
          >
            <Award aria-hidden="true" className="size-4" /> {t("profile.firstUck")}
          </p>
        ) : null}
        <div className="grid grid-cols-3 gap-2">
          <Counter
            label={t("profile.counterComplaints")}
            value={counters.complaints}
            testId="counter-complaints"
          />
          <Counter
            label={t("profile.counterInteractions")}
            value={counters.interactions}
            testId="counter-interactions"
          />
          <Counter
            label={t("profile.counterHearts")}
            value={counters.fullHearts}
            testId="counter-full-hearts"
          />
        </div>
      </div>
    </section>
  );
}
