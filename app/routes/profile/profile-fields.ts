/** The profile form's fields: what the form shows and what the profile action sends back. */
export type EditableProfile = {
  username: string;
  fullName: string;
  bio: string | null;
  location: string | null;
  website: string | null;
  phone: string | null;
  company: string | null;
  jobTitle: string | null;
};

type FieldName = keyof EditableProfile;

export const FIELDS: {
  name: FieldName;
  label: string;
  type?: string;
  max: number;
  area?: boolean;
}[] = [
  { name: "fullName", label: "Full name", max: 100 },
  { name: "username", label: "Username", max: 50 },
  { name: "bio", label: "Bio", max: 500, area: true },
  { name: "location", label: "Location", max: 100 },
  { name: "website", label: "Website", type: "url", max: 300 },
  { name: "phone", label: "Phone", type: "tel", max: 20 },
  { name: "company", label: "Company", max: 100 },
  { name: "jobTitle", label: "Job title", max: 100 },
];

/** What was typed into the profile form, sent back with a refusal so a page without scripts shows it again. */
export function typedProfile(fields: Record<string, string>) {
  const typed: Partial<Record<FieldName, string>> = {};
  for (const { name } of FIELDS) if (fields[name] !== undefined) typed[name] = fields[name];
  return typed;
}

/** The profile action's own answer fields: a refused edit's messages and what was typed. */
export type ProfileFields = {
  errors: Partial<Record<FieldName, string>>;
  values: Partial<Record<FieldName, string>>;
};
