/**
 * The spec's claim toasts. Shared: the company page's browser half shows the failure one, and
 * importing the claims service there would bring zod with it (decision 005).
 */
export const CLAIM_MESSAGES = {
  signIn: {
    title: "Authentication Required",
    description: "Please log in to claim this company page.",
  },
  missing: {
    title: "Missing Information",
    description: "Please provide both email and company domain.",
  },
  invalid: {
    title: "Invalid information",
    description: "Please enter a valid email address and domain.",
  },
  claimed: { title: "Already claimed", description: "This company page has already been claimed." },
  failed: { title: "Error", description: "Failed to submit claim request. Please try again." },
  mailFailed: {
    title: "Claim Submitted",
    description:
      "Your claim has been submitted but there was an issue sending the verification email. An admin will review your request manually.",
  },
  sent: (email: string) => ({
    title: "Claim Submitted Successfully",
    description: `A verification email has been sent to ${email}. Please check your inbox and follow the instructions to complete the verification process.`,
  }),
} as const;
