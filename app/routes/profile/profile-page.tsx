import { PROFILE_COMPLAINTS_PER_PAGE } from "@shared/profile-limits";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { LoadFailed } from "~/components/complaint/load-failed";
import * as Tabs from "~/components/ui/tabs";
import { usePageMessages } from "~/i18n/page-messages";
import { DataRights } from "./data-rights";
import { FollowingList } from "./following-list";
import { InvitesPanel } from "./invites-panel";
import { LoginPrompt } from "./login-prompt";
import { MailSettings } from "./mail-settings";
import { NameSettings } from "./name-settings";
import { ProfileComplaints } from "./profile-complaints";
import { ProfileEditForm } from "./profile-edit-form";
import { ProfileHeader } from "./profile-header";
import type { ProfileActionData, ProfileData } from "./route";
import { keepProfileWords } from "./shown-words";

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm";

/**
 * The signed-in person's profile: the header, edit mode, and the Complaints, Following, Invites
 * and Settings tabs. A later page of the list that failed keeps the last profile that loaded.
 */
export function ProfilePage({
  answer,
  actionData,
}: {
  answer: ProfileData;
  actionData: ProfileActionData;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = usePageMessages("profile");
  // The words shown, kept for a later page of the list that fails (in the browser only).
  useEffect(() => keepProfileWords(answer.pageMessages), [answer.pageMessages]);
  // The last profile that loaded: a later page that failed shows it with the list's error.
  const [shown, setShown] = useState(answer);
  if (answer !== shown && answer.signedIn !== "unreachable") setShown(answer);
  const loaderData = answer.signedIn === "unreachable" ? shown : answer;
  // The address of the list shown: a later page that failed leaves it where it was (the list
  // still shows that page, and its Try Again asks for the failed one again).
  const location = useLocation();
  const shownAddress = useRef(`${location.pathname}${location.search}`);
  const failed = answer.signedIn === "unreachable" && shown.signedIn === true;
  useEffect(() => {
    if (answer.signedIn !== "unreachable") {
      shownAddress.current = `${location.pathname}${location.search}`;
    } else if (failed && `${location.pathname}${location.search}` !== shownAddress.current) {
      window.history.replaceState(window.history.state, "", shownAddress.current);
    }
  }, [answer, failed, location]);
  // Edit mode opens from the Edit button, from ?edit=1 (its link without scripts) and when the
  // page itself posted the form and came back refused.
  const [editing, setEditing] = useState(
    () => searchParams.has("edit") || actionData?.intent === "update-profile",
  );
  if (loaderData.signedIn === "unreachable") {
    return (
      <main>
        <LoadFailed error={loaderData.failure} />
      </main>
    );
  }
  if (!loaderData.signedIn) return <LoginPrompt />;
  const { overview, following, invites, page, tab, now } = loaderData;
  const { complaints } = loaderData;
  const failure = answer.signedIn === "unreachable" ? answer.failure : null;
  const total = overview.counters.complaints;
  const pages = Math.max(1, Math.ceil(total / PROFILE_COMPLAINTS_PER_PAGE));
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <ProfileHeader
        profile={overview.profile}
        counters={overview.counters}
        firstUck={overview.firstUck}
        onEdit={editing ? undefined : () => setEditing(true)}
      />
      {editing ? (
        <ProfileEditForm profile={overview.profile} onDone={() => setEditing(false)} />
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setSearchParams({ tab: value }, { preventScrollReset: true, replace: true })
        }
      >
        <Tabs.List
          aria-label={t("profile.tabsLabel")}
          className="mb-4 inline-flex rounded-lg bg-neutral-100 p-1"
        >
          <Tabs.Trigger value="complaints" href="?tab=complaints" className={tabClass}>
            {t("profile.tabComplaints", { count: total })}
          </Tabs.Trigger>
          <Tabs.Trigger value="following" href="?tab=following" className={tabClass}>
            {t("profile.tabFollowing")}
          </Tabs.Trigger>
          <Tabs.Trigger value="invites" href="?tab=invites" className={tabClass}>
            {t("profile.tabInvites")}
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" href="?tab=settings" className={tabClass}>
            {t("profile.tabSettings")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="complaints" className="space-y-4">
          <ProfileComplaints
            complaints={complaints}
            failure={failure}
            page={page}
            pages={pages}
            now={now}
          />
        </Tabs.Content>
        <Tabs.Content value="following">
          <FollowingList
            companies={following.companies}
            people={following.people}
            blocked={following.blocked}
          />
        </Tabs.Content>
        <Tabs.Content value="invites">
          <InvitesPanel
            userId={loaderData.userId}
            joined={invites.joined}
            pending={invites.pending}
            goal={invites.goal}
            now={now}
          />
        </Tabs.Content>
        {/* The account's settings have a tab of their own: under the list they sat below its
            pager, at the very bottom of the page. */}
        <Tabs.Content value="settings" className="space-y-4">
          <NameSettings hideByDefault={loaderData.overview.profile.hideNameByDefault} />
          <MailSettings settings={loaderData.mail} />
          <DataRights />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
