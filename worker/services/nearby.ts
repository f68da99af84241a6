import { distanceKm } from "@shared/places";
import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { complaints } from "../db/schema";
import { unlessMutedBy } from "./complaints/muted";
import { cardsInOrder } from "./discovery";
import type { ComplaintCardData } from "./public/complaint";

/** /near-me: complaints with a position inside a radius (complaints_position_idx). */
export type NearbyComplaint = ComplaintCardData & { distanceKm: number };

/**
 * Complaints within `radiusKm` of a point, nearest first (30 at most). A bounding box on the
 * position index narrows the rows; the exact great-circle distance decides.
 */
export async function listNearby(
  db: Database,
  options: {
    viewerId: string | null;
    latitude: number;
    longitude: number;
    radiusKm: number;
  },
): Promise<NearbyComplaint[]> {
  const { latitude, longitude, radiusKm } = options;
  const dLat = radiusKm / 111.32;
  const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const dLng = Math.min(radiusKm / (111.32 * cos), 180);
  const rows = await db
    .select({
      id: complaints.id,
      latitude: complaints.latitude,
      longitude: complaints.longitude,
    })
    .from(complaints)
    .where(
      and(
        sql`${complaints.latitude} between ${latitude - dLat} and ${latitude + dLat}`,
        sql`${complaints.longitude} between ${longitude - dLng} and ${longitude + dLng}`,
        unlessMutedBy(options.viewerId, complaints.userId),
      ),
    )
    .orderBy(desc(complaints.createdAt))
    .limit(500);
  const nearest = rows
    .map((row) => ({
      id: row.id,
      distanceKm: distanceKm(
        { lat: latitude, lng: longitude },
        { lat: row.latitude ?? 0, lng: row.longitude ?? 0 },
      ),
    }))
    .filter((row) => row.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
    .slice(0, 30);
  const cards = await cardsInOrder(
    db,
    nearest.map((row) => row.id),
    options.viewerId,
  );
  const distance = new Map(nearest.map((row) => [row.id, row.distanceKm]));
  return cards.map((card) => ({ ...card, distanceKm: distance.get(card.id) ?? 0 }));
}
