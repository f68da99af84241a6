import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

/** A complaint filed inside an open window of unusual activity (decision 031): it stays public. */
export function FloodNote() {
  // Said only of a complaint an open window flagged as suspect itself (docs/decisions/038).
  const { t } = usePageMessages("complaint");
  return (
    <p
      className="rounded-xl border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm text-neutral-800"
      data-testid="flood-note"
    >
      {t("flood.note")}{" "}
      <Link to="/methodology#flood-guard" className="font-medium underline">
        {t("flood.how")}
      </Link>
    </p>
  );
}
