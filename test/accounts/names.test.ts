import { exports } from "cloudflare:workers";
import { RegisterSchema } from "@shared/auth-validation";
import { complaintProblem } from "@shared/complaint-validation";
import { ProfileUpdateSchema } from "@worker/services/users/profile-update";
import { expect, it } from "vitest";
import {
  accountOf,
  formPost,
  PASSWORD,
  SLOW,
  send,
  sessionCookieFor,
  verifiedAccount,
} from "./app";

/**
 * Names refuse control characters (C0 with tab, CR and LF, DEL, C1, U+2028 and U+2029): a name
 * reaches mail subjects and single-line layouts. Each field says so in the spec's style.
 */
const CONTROLS = [
  "\r\n",
  "\n",
  "\r",
  "\t",
  "\u0000",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u2028",
  "\u2029",
];
const named = (control: string) => `Eve${control}Bcc: all@evil.example`;

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

it("registration with a required field empty asks for all of them before the email's shape", () => {
  const empty = { name: "", email: "", password: "" };
  expect(firstIssue(RegisterSchema.safeParse(empty))).toBe("Please fill in all fields");
  expect(firstIssue(RegisterSchema.safeParse({ ...empty, email: "not-an-address" }))).toBe(
    "Please fill in all fields",
  );
  const filled = { name: "Eve", email: "not-an-address", password: PASSWORD };
  expect(firstIssue(RegisterSchema.safeParse(filled))).toBe("Please enter a valid email address");
});

it("registration refuses a name with a control character", () => {
  for (const control of CONTROLS) {
    const result = RegisterSchema.safeParse({
      name: named(control),
      email: "eve@example.com",
      password: PASSWORD,
      agreement: "on",
    });
    expect(firstIssue(result), JSON.stringify(control)).toBe(
      "Name cannot contain control characters",
    );
  }
  expect(
    RegisterSchema.safeParse({
      name: "Zoë O'Neil-Łukasz 李",
      email: "zoe@example.com",
      password: PASSWORD,
      agreement: "on",
    }).success,
  ).toBe(true);
});

const profile = {
  username: "eve_example",
  fullName: "Eve Example",
  bio: "Line one\nline two",
  location: "Berlin",
  website: "",
  phone: "",
  company: "ACME",
  jobTitle: "Buyer",
};

it("the profile form refuses control characters in names, company, job title and location", () => {
  const fields = {
    fullName: "Name cannot contain control characters",
    username: "Username cannot contain control characters",
    company: "Company name cannot contain control characters",
    jobTitle: "Job title cannot contain control characters",
    location: "Location cannot contain control characters",
  } as const;
  for (const [field, message] of Object.entries(fields)) {
    for (const control of CONTROLS) {
      const result = ProfileUpdateSchema.safeParse({ ...profile, [field]: `ab${control}cd` });
      expect(firstIssue(result), `${field} ${JSON.stringify(control)}`).toBe(message);
    }
  }
  // The bio is prose: line breaks stay allowed there.
  expect(ProfileUpdateSchema.safeParse(profile).success).toBe(true);
});

it("the complaint form refuses a company name with a control character", () => {
  const draft = {
    companyName: "ACME",
    companySlug: "acme",
    companyDomain: "acme.example",
    text: "The order never arrived.",
    location: "",
  };
  expect(complaintProblem(draft)).toBeNull();
  for (const control of CONTROLS) {
    expect(complaintProblem({ ...draft, companyName: `AC${control}ME` })).toMatchObject({
      title: "Invalid company name",
      description: "Company name cannot contain control characters.",
    });
  }
});

it("the company lookup refuses a typed name with a control character", SLOW, async () => {
  for (const control of ["\r\n", "\u0000", "\u2028"]) {
    const response = await exports.default.fetch(
      new Request("http://localhost/api/functions/get-company-info", {
        method: "POST",
        headers: { Origin: "http://localhost", "Content-Type": "application/json" },
        body: JSON.stringify({ query: `Acme${control}Corp` }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Company name cannot contain control characters.",
    });
  }
});

it("a registration with a name holding CR/LF is refused and creates no account", SLOW, async () => {
  const email = `crlf-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const answer = await send(
    formPost("http://localhost/auth/register", {
      intent: "register",
      name: named("\r\n"),
      email,
      password: PASSWORD,
      agreement: "on",
    }),
  );
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ error: "Name cannot contain control characters" });
  expect(await accountOf(email)).toBeNull();
});

it("a profile name holding CR/LF is refused by the profile form", SLOW, async () => {
  const account = await verifiedAccount();
  const answer = await send(
    formPost(
      "http://localhost/profile",
      { intent: "update-profile", ...profile, fullName: named("\r\n") },
      { cookie: await sessionCookieFor(account.id) },
    ),
  );
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({
    ok: false,
    errors: { fullName: "Name cannot contain control characters" },
  });
});
