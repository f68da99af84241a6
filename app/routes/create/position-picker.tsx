import type { Coordinates } from "@shared/complaint-facets";
import { LocateFixed, X } from "lucide-react";
import { useState } from "react";
import { usePageMessages } from "~/i18n/page-messages";

type State = { kind: "idle" } | { kind: "locating" } | { kind: "error"; message: string };

/**
 * Lets the author attach where it happened, with the browser's permission, so /near-me can
 * find the complaint precisely. Rounded to about 100 m; nothing is asked until they click.
 */
export function PositionPicker({
  value,
  onChange,
}: {
  value: Coordinates | null;
  onChange: (position: Coordinates | null) => void;
}) {
  const { t, number } = usePageMessages("create");
  // Rounded to about 100 m, written as the page's language writes decimals.
  const coordinate = (value: number) =>
    number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const [state, setState] = useState<State>({ kind: "idle" });
  function locate() {
    if (!("geolocation" in navigator)) {
      setState({ kind: "error", message: t("create.noGeolocation") });
      return;
    }
    setState({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ kind: "idle" });
        onChange({
          latitude: Math.round(position.coords.latitude * 1000) / 1000,
          longitude: Math.round(position.coords.longitude * 1000) / 1000,
        });
      },
      (error) =>
        setState({
          kind: "error",
          message:
            error.code === error.PERMISSION_DENIED
              ? t("create.positionRefused")
              : t("create.positionUnavailable"),
        }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  }
  if (value) {
    return (
      <p className="flex items-center gap-2 text-xs text-neutral-600" data-testid="position-added">
        <LocateFixed aria-hidden="true" className="size-3.5 text-green-700" />
        {t("create.positionAdded", {
          latitude: coordinate(value.latitude),
          longitude: coordinate(value.longitude),
        })}
        <button
          type="button"
          onClick={() => onChange(null)}
          className="inline-flex items-center gap-0.5 rounded px-1 text-neutral-700 underline"
        >
          <X aria-hidden="true" className="size-3" /> {t("create.remove")}
        </button>
      </p>
    );
  }
  return (
    // The position comes from the browser's geolocation, a script: without scripts the button is
    // not shown (CSS `scripting: none`); the typed location still goes with the form.
    <div className="space-y-1 noscript:hidden">
      <button
        type="button"
        onClick={locate}
        disabled={state.kind === "locating"}
        // A quiet secondary button in the page's grey, not the brand red that reads as an error.
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-50 disabled:opacity-60"
      >
        <LocateFixed aria-hidden="true" className="size-4 text-neutral-600" />
        {state.kind === "locating" ? (
          t("create.findingPosition")
        ) : (
          <>
            {t("create.addPosition")}{" "}
            <span className="font-normal text-neutral-600">{t("create.optional")}</span>
          </>
        )}
      </button>
      {state.kind === "error" ? (
        <p role="alert" className="text-xs text-red-700">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
