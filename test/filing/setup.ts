/**
 * What the filing tests share: the Worker, its origin, the buckets a photo is stored in, and
 * a complaint draft as /create posts it.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { INVALID_FILE_TYPE, publishUpload } from "@worker/storage/complaint-images";
import { createComplaint as complaintRow } from "../factories";

export const worker = exports.default;

export const ORIGIN = "http://localhost";

export const images = (userId: string) => ({
  publish: (key: string) => publishUpload(env.COMPLAINT_IMAGES, userId, key),
  remove: async () => undefined,
});

export const INVALID_FILE_TYPE_PROBLEM = {
  title: INVALID_FILE_TYPE.title,
  description: INVALID_FILE_TYPE.description,
};

export const draft = (overrides: Partial<Record<string, string>> = {}) => ({
  companyName: "Acme",
  companySlug: "",
  companyDomain: "",
  text: "My order never arrived.",
  location: "",
  ...overrides,
});

/** A complaint naming the company, which puts it in use. */
export const fileAbout = (company: { id: string; name: string }) =>
  complaintRow({ companyId: company.id, companyName: company.name });
