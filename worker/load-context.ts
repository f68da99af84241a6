import type { Locale } from "@shared/i18n";
import type { Toast, ToastInput } from "@shared/toast";
import type { SessionUser } from "./auth/current-user";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import type { CastUckResult } from "./services/complaints/ucks";
import type { Postbox } from "./services/mail/postbox";
import type { ProfileImageKind } from "./services/users/profile-update";
import type { publishUpload, storeUpload } from "./storage/complaint-images";

/**
 * What every React Router loader and action receives as `context`. Routes reach data only
 * through `db`, the helpers here and the service functions in worker/services; they never touch
 * raw bindings.
 */
export type UckLoadContext = {
  db: Database;
  /**
   * The archive of old years (decision 048, scripts/move-out.ts): complaints moved out of `db`
   * with their comments and ucks. Read only, and only where `db` has no such complaint.
   */
  archiveDb: Database;
  config: AppConfig;
  /**
   * How services tell people: notifications and mail are queued through it, and what was queued
   * is delivered after the answer without the route doing anything.
   */
  postbox: Postbox;
  requestId: string;
  nonce: string;
  /** This request's language (decision 030): the `lang` cookie, Accept-Language, English. */
  locale: Locale;
  /** The visitor's IANA time zone: the `tz` cookie, the edge's guess, UTC. */
  timeZone: string;
  /** The visitor's address from CF-Connecting-IP; null outside Cloudflare (local runs). */
  clientIp: string | null;
  /** The signed-in user (with profile and current role), or null. */
  user: SessionUser | null;
  /** A toast carried over from the previous response, if any. */
  flash: Toast | null;
  auth: {
    /** Starts a new session; returns the Set-Cookie value to send. */
    signIn: (userId: string, sessionVersion: number) => Promise<string>;
    /** Ends the current session; returns the Set-Cookie value that clears it. */
    signOut: () => Promise<string>;
  };
  /** Set-Cookie value for a toast shown after the next redirect. */
  flashCookie: (toast: ToastInput) => string;
  /** Complaint photos: private uploads from the form, published when a complaint is filed. */
  complaintImages: {
    storeUpload: (userId: string, file: File) => ReturnType<typeof storeUpload>;
    publish: (userId: string, uploadKey: string) => ReturnType<typeof publishUpload>;
  };
  /** The R2 buckets, for erasing an account's uploads (breach deletion). */
  buckets: { avatars: R2Bucket; backgrounds: R2Bucket; complaintImages: R2Bucket };
  /** The bucket of a profile image (avatars or backgrounds). */
  profileImageBucket: (kind: ProfileImageKind) => R2Bucket;
  /** The uck as a person presses it (rate limit, vote or take-back), with the uck marks' KV. */
  castUck: (
    userId: string,
    complaintId: string,
    undo: boolean,
    now: number,
  ) => Promise<CastUckResult>;
  /**
   * Draws a complaint's picture card in the background, in the request's language, when it is
   * filed or changed (worker/http/picture-cards.ts): started after the answer, which never
   * waits for it.
   */
  drawComplaintCard: (complaintId: string) => void;
  /** Removes a stored image (a deleted complaint's photo) after the response. */
  deleteStoredImage: (url: string | null | undefined) => void;
  waitUntil: (promise: Promise<unknown>) => void;
};

declare module "react-router" {
  interface AppLoadContext extends UckLoadContext {}
}
