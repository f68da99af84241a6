import { LOCATION_MAX } from "@shared/complaint-validation";
import { NEAR_RADII_KM, type NearRadius } from "@shared/discovery-options";
import { parsePlace } from "@shared/places";
import { listNearby } from "@worker/services/nearby";
import { LocateFixed, MapPin } from "lucide-react";
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { z } from "zod";
import { ComplaintCard } from "~/components/complaint/complaint-card";
import { CARD_GRID } from "~/components/complaint/complaint-feed";
import { DiscoveryHeader, FilterChips } from "~/components/discovery/discovery-header";
import { Button } from "~/components/ui/button";
import { buttonPrimary } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { keepCardsAfterCardActions } from "~/lib/card-revalidation";
import { unpackCards } from "~/lib/card-wire";
import { packCards } from "~/lib/card-wire.server";
import { DISCOVERY_HEADS } from "~/lib/heads/discovery";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/near-me";

export const handle = { title: "Near Me" };

export const meta: Route.MetaFunction = headMeta(DISCOVERY_HEADS, "/near-me");

const SearchSchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lng: z.coerce.number().min(-180).max(180).optional().catch(undefined),
  city: z.string().trim().max(LOCATION_MAX).optional().catch(undefined),
  radius: z.coerce
    .number()
    .refine((value): value is NearRadius => (NEAR_RADII_KM as readonly number[]).includes(value))
    .catch(50),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = SearchSchema.parse(Object.fromEntries(params));
  // A null label is the visitor's own position ("your location" in the page's language).
  let origin: { latitude: number; longitude: number; label: string | null } | null = null;
  // A typed city UCK cannot place (said by the page in its language).
  let unknownCity: string | null = null;
  if (query.lat !== undefined && query.lng !== undefined) {
    origin = { latitude: query.lat, longitude: query.lng, label: null };
  } else if (query.city) {
    const place = parsePlace(query.city);
    if (place.latitude !== null && place.longitude !== null) {
      origin = { latitude: place.latitude, longitude: place.longitude, label: query.city };
    } else {
      unknownCity = query.city;
    }
  }
  const complaints = origin
    ? await listNearby(context.db, {
        viewerId: context.user?.id ?? null,
        latitude: origin.latitude,
        longitude: origin.longitude,
        radiusKm: query.radius,
      })
    : [];
  return {
    origin,
    unknownCity,
    city: query.city ?? "",
    radius: query.radius,
    // The cards packed (decision 066), each one's distance beside them in the same order.
    complaints: packCards(complaints),
    distancesKm: complaints.map((complaint) => complaint.distanceKm),
    now: Date.now(),
    pageMessages: pageMessages("discovery", context.locale, ["nearMe."]),
  };
}

export const shouldRevalidate = keepCardsAfterCardActions;

type LocateState = { kind: "idle" } | { kind: "locating" } | { kind: "error"; message: string };

/** The browser's refusal reasons, in words a person can act on (the section's keys). */
function locateError(error: GeolocationPositionError) {
  if (error.code === error.PERMISSION_DENIED) return "nearMe.refused" as const;
  if (error.code === error.TIMEOUT) return "nearMe.timeout" as const;
  return "nearMe.unavailable" as const;
}

/**
 * Complaints near the visitor: with permission, the browser's position (rounded to about a
 * kilometre before it leaves the page); otherwise a typed city. Nearest first within a radius.
 */
export default function NearMe({ loaderData }: Route.ComponentProps) {
  const { origin, unknownCity, city, radius, distancesKm, now } = loaderData;
  const complaints = unpackCards(loaderData.complaints);
  const { t, plural, number } = usePageMessages("discovery");
  const distanceWords = (km: number) =>
    km < 1 ? t("nearMe.underOneKm") : t("nearMe.kmAway", { km: number(Math.round(km)) });
  const navigate = useNavigate();
  const [locate, setLocate] = useState<LocateState>({ kind: "idle" });

  function locateMe() {
    if (!("geolocation" in navigator)) {
      setLocate({
        kind: "error",
        message: t("nearMe.noGeolocation"),
      });
      return;
    }
    setLocate({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocate({ kind: "idle" });
        const lat = position.coords.latitude.toFixed(2);
        const lng = position.coords.longitude.toFixed(2);
        navigate(`/near-me?lat=${lat}&lng=${lng}&radius=${radius}`);
      },
      (error) => setLocate({ kind: "error", message: t(locateError(error)) }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  }

  const radiusLink = (km: number) => {
    const params = new URLSearchParams();
    if (origin && !city) {
      params.set("lat", origin.latitude.toFixed(2));
      params.set("lng", origin.longitude.toFixed(2));
    }
    if (city) params.set("city", city);
    params.set("radius", String(km));
    return `/near-me?${params}`;
  };

  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <DiscoveryHeader path="/near-me" description={t("nearMe.description")}>
        <div className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:flex-row sm:items-end">
          <button
            type="button"
            onClick={locateMe}
            disabled={locate.kind === "locating"}
            className={`${buttonPrimary} inline-flex items-center justify-center gap-2`}
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            {locate.kind === "locating" ? t("nearMe.locating") : t("nearMe.useMyLocation")}
          </button>
          <Form
            method="get"
            className="flex min-w-0 flex-1 items-end gap-2"
            onSubmit={() => setLocate({ kind: "idle" })}
          >
            <input type="hidden" name="radius" value={radius} />
            <label className="min-w-0 flex-1 space-y-1 text-sm">
              <span className="font-medium">{t("nearMe.orCity")}</span>
              <Input
                name="city"
                defaultValue={city}
                maxLength={LOCATION_MAX}
                placeholder={t("nearMe.cityPlaceholder")}
              />
            </label>
            <Button variant="secondary">{t("nearMe.search")}</Button>
          </Form>
        </div>
        {locate.kind === "error" ? (
          <p role="alert" className="text-sm text-red-700" data-testid="near-me-error">
            {locate.message}
          </p>
        ) : null}
        {unknownCity ? (
          <p role="alert" className="text-sm text-red-700">
            {t("nearMe.unknownCity", { city: unknownCity })}
          </p>
        ) : null}
        {origin ? (
          <FilterChips
            label={t("nearMe.distance")}
            options={NEAR_RADII_KM.map((km) => ({
              key: String(km),
              label: `${number(km)} km`,
              to: radiusLink(km),
              active: km === radius,
            }))}
          />
        ) : null}
      </DiscoveryHeader>
      {origin ? (
        <section className="space-y-3" aria-labelledby="near-heading">
          <h2 id="near-heading" className="text-lg font-semibold">
            {plural("nearMe.heading", complaints.length, {
              radius: number(radius),
              place: origin.label ?? t("nearMe.yourLocation"),
            })}
          </h2>
          {complaints.length === 0 ? (
            <p className="rounded-xl border border-neutral-200 bg-white p-8 text-center text-neutral-600">
              {t("nearMe.empty")}
            </p>
          ) : (
            <div className={CARD_GRID}>
              {complaints.map((complaint, index) => (
                <div key={complaint.id} className="space-y-1">
                  <p
                    className="flex items-center gap-1 text-xs text-neutral-600"
                    data-testid="near-distance"
                  >
                    <MapPin aria-hidden="true" className="size-3" />
                    {distanceWords(distancesKm[index] ?? 0)}
                  </p>
                  <ComplaintCard complaint={complaint} now={now} />
                </div>
              ))}
            </div>
          )}
        </section>
      ) : (
        <p className="rounded-xl border border-dashed border-neutral-300 p-8 text-center text-neutral-600">
          {t("nearMe.intro")}
        </p>
      )}
    </main>
  );
}
