import type { ComplaintCardData } from "@worker/services/public/complaint";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { shareActions } from "~/components/complaint/share";
import { ConfirmForm, EditForm, ReportForm } from "~/components/complaint/text-dialogs";
import { useCardAction } from "~/components/complaint/use-card-action";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { ComplaintQuote } from "~/routes/complaint/private-page";

const sectionClass = "space-y-2 border-t border-neutral-200 pt-4";

/** One action that asks for more than a button: its heading names the region. */
function Part({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={sectionClass} aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {text ? <p className="text-sm text-neutral-700">{text}</p> : null}
      {children}
    </section>
  );
}

/**
 * A card's actions as a page (decision 071): where the card's menu button leads before or
 * without scripts. The menu's items, each a plain form posting to this route's action (which
 * comes back here with the answer as a flash, or to the page the card was on after a block or a
 * delete); with scripts the same forms go through the card's fetcher and say so in a toast.
 */
export function CardActionsPage({
  card,
  back,
  link,
}: {
  card: ComplaintCardData;
  /** The page the card was on (a safe local path). */
  back: string;
  /** The complaint's public link. */
  link: string;
}) {
  const { t } = useI18n();
  const words = usePageMessages("cardActions");
  const { viewer, publicConfig } = useRootData();
  const hydrated = useHydrated();
  // A report sent clears its form (drawn again), so the page says it is done.
  const [reports, setReports] = useState(0);
  const action = useCardAction(card.id, (result) => {
    if (result.intent === "report") setReports((count) => count + 1);
  });
  const formProps = { complaintId: card.id, Form: action.Form, busy: action.busy };
  const isAuthor = viewer?.id === card.author.id;
  // A deleted complaint's own page is gone: a delete from it comes back to the home page.
  const afterDelete = back.startsWith(`/complaint/${card.id}`) ? "/" : back;
  const here = `/complaint/${card.id}/actions?back=${encodeURIComponent(back)}`;
  const item = (intent: string, label: string, fields: Record<string, string> = {}) => (
    <action.Form method="post" action={`/complaint/${card.id}/actions`}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary" disabled={hydrated && action.busy}>
        {label}
      </Button>
    </action.Form>
  );
  const scripted = (label: string, run: () => void) => (
    <Button type="button" variant="secondary" onClick={run}>
      {label}
    </Button>
  );
  const { share, copyLink } = shareActions(card, publicConfig, t, action.submit);
  const following = card.viewer.followsCompany;

  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-8" data-testid="card-actions-page">
      <Link to={back} className="text-sm text-neutral-600 hover:underline">
        {t("static.back")}
      </Link>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{t("card.actions")}</h1>
        <p className="text-sm font-medium">
          <Link to={`/complaint/${card.id}`} className="hover:underline">
            {words.t("about", { company: card.company.name })}
          </Link>
        </p>
        <ComplaintQuote text={card.text} />
      </header>

      <section className="flex flex-wrap gap-2" aria-label={t("card.actions")}>
        {viewer
          ? item(
              card.viewer.isSaved ? "unsave" : "save",
              t(card.viewer.isSaved ? "card.unsave" : "card.save"),
            )
          : null}
        {/* Without scripts Share counts a share and the page says the link to pass on. */}
        {hydrated
          ? scripted(t("card.share"), share)
          : item("share", t("card.share"), { channel: "copy_link" })}
        {hydrated ? scripted(t("card.copyLink"), copyLink) : null}
        {viewer
          ? item(
              following ? "unfollow-company" : "follow-company",
              t(following ? "card.unfollow" : "card.follow", { company: card.company.name }),
            )
          : null}
      </section>

      <div className="space-y-1">
        <label htmlFor="card-link" className="block text-sm font-medium">
          {words.t("linkLabel")}
        </label>
        <Input
          id="card-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="text-sm"
        />
      </div>

      {viewer ? null : (
        <p className="text-sm text-neutral-700">
          <a
            href={`/auth/login?redirectTo=${encodeURIComponent(here)}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {words.t("signIn")}
          </a>
        </p>
      )}

      {viewer ? (
        <Part title={t("member.reportTitle")} text={t("member.reportText")}>
          <ReportForm key={reports} {...formProps} idBase="card-actions-report" />
        </Part>
      ) : null}
      {viewer && !isAuthor && !card.author.masked ? (
        <Part title={t("card.blockUser")}>
          <ConfirmForm
            {...formProps}
            intent="mute-author"
            text={t("member.blockConfirm", { name: card.author.name ?? t("member.thisPerson") })}
            confirmLabel={t("member.block")}
            redirectTo={back}
          />
        </Part>
      ) : null}
      {isAuthor ? (
        <>
          <Part title={t("member.editTitle")}>
            <EditForm {...formProps} idBase="card-actions-edit" initialText={card.text} />
          </Part>
          <Part title={t("member.deleteTitle")}>
            <ConfirmForm
              {...formProps}
              intent="delete"
              text={t("member.deleteConfirm")}
              confirmLabel={t("member.delete")}
              redirectTo={afterDelete}
            />
          </Part>
        </>
      ) : null}
      {viewer?.role === "superadmin" && !isAuthor ? (
        <Part title={t("member.deleteTitleAdmin")}>
          <ConfirmForm
            {...formProps}
            intent="admin-delete"
            text={t("member.deleteConfirmAdmin")}
            confirmLabel={t("member.delete")}
            redirectTo={afterDelete}
          />
        </Part>
      ) : null}
    </main>
  );
}
