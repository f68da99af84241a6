import { categoryFor } from "./categories";
import { parsePlace } from "./places";

export type ComplaintFacets = {
  country: string | null;
  category: string;
  latitude: number | null;
  longitude: number | null;
};

export type Coordinates = { latitude: number; longitude: number };

/**
 * What the discovery pages group a complaint by, derived once when it is filed (and again when
 * its text changes): the keyword category, the country named in its location, and where it
 * happened: the author's shared position if given, else the centre of a known city.
 */
export function complaintFacets(
  input: { companyName: string; text: string; location: string | null },
  position?: Coordinates | null,
): ComplaintFacets {
  const place = parsePlace(input.location);
  return {
    category: categoryFor(input.companyName, input.text).slug,
    country: place.country,
    latitude: position?.latitude ?? place.latitude,
    longitude: position?.longitude ?? place.longitude,
  };
}
