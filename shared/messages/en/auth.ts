/**
 * The sign-in and registration pages' own words (/auth/login, /auth/register, the forgotten and
 * new password pages, the provider callback, an invitation), sent by their loaders in the page's
 * language only. English: the texts as they were in the routes and components, word for word.
 * `problem.*` are shared/auth-validation.ts's AUTH_MESSAGES (the browser's checks and the
 * server's that repeat them), known by their English words (app/i18n/auth-problems.ts).
 */
export const authEn = {
  // The log-in and registration page.
  "auth.meta.registerTitle": "Create your account",
  "auth.meta.registerDescription": "Join UCK to post complaints, uck them and follow companies.",
  "auth.meta.loginTitle": "Log in",
  "auth.meta.loginDescription": "Log in to UCK to post and follow complaints.",
  "auth.backHome": "Back to home",
  "auth.welcome": "Welcome to UCK",
  "auth.intro": "Sign in to post, uck and follow complaints.",
  "auth.error.callbackFailed": "We couldn't complete your sign-in. Please try again.",
  "auth.error.unexpected": "An unexpected error occurred. Please try again.",
  "auth.preview":
    "Sign-in is disabled on preview deployments. Please test signing in on the published site.",
  "auth.previewLink": "Open the published site",
  "auth.socialAgreement": "By continuing with Google or X you accept the {agreement}.",
  "auth.agreement": "User Agreement",
  "auth.orEmail": "or with email",
  "auth.tabsLabel": "Log in or register",
  "auth.tabLogin": "Login",
  "auth.tabRegister": "Register",
  "auth.loggedInTitle": "Login successful",
  "auth.loggedInText": "Welcome back!",
  "auth.forgedPost": "Send the Log in or Register form.",
  "auth.google": "Continue with Google",
  "auth.twitter": "Continue with X/Twitter",
  // The forms.
  "auth.name": "Full name",
  "auth.email": "Email",
  "auth.password": "Password",
  "auth.loggingIn": "Logging in…",
  "auth.logIn": "Log in",
  "auth.forgot": "Forgot your password?",
  "auth.resend": "Resend the verification email",
  "auth.resent":
    "If that account still needs verifying, a new link is on its way. Check your inbox.",
  "auth.passwordHint":
    "At least 8 characters with a lowercase letter, an uppercase letter and a number.",
  "auth.accept": "I accept the {agreement}",
  "auth.creating": "Creating account…",
  "auth.create": "Create account",
  "auth.mailbox": "Running locally: the mail is in the {mailbox}.",
  "auth.mailboxLink": "local mailbox",
  // The forgotten password.
  "forgot.metaTitle": "Forgot password",
  "forgot.metaDescription": "Get a link to choose a new password.",
  "forgot.intro": "Enter your email and we'll send you a link to choose a new one.",
  "forgot.backToLogin": "Back to login",
  "forgot.send": "Send reset link",
  "forgot.sent":
    "If an account exists for that email, we've sent a link to reset the password. It is valid for one hour.",
  // The new password.
  "reset.title": "Choose a new password",
  "reset.metaDescription": "Choose a new password for your UCK account.",
  "reset.invalid": "This reset link has expired or was already used. Ask for a new one.",
  "reset.askNew": "Ask for a new link",
  "reset.newPassword": "New password",
  "reset.save": "Save new password",
  "reset.doneTitle": "Password updated",
  "reset.doneText": "You have been signed out everywhere. Log in with your new password.",
  // The provider's callback and the verification link.
  "callback.metaTitle": "Signing in",
  "callback.metaDescription": "Finishing your sign-in.",
  "callback.processing": "Processing login, please wait...",
  "callback.continue": "Continue",
  "verify.doneTitle": "Email verified",
  "verify.doneText": "You can now log in.",
  "verify.badTitle": "Verification link invalid",
  "verify.badText": "This link has expired or was already used. Log in to get a new one.",
  "logout.title": "Signed out",
  "logout.text": "You have been successfully signed out",
  // An unexpected failure of sign-out, and of the sign-in callback (its text is auth.error.unexpected).
  "logout.failed": "Error signing out",
  "logout.failedText": "An error occurred during sign-out",
  "callback.failed": "Authentication error",
  // An invitation (/invite/{userId}).
  // The <title> of an invitation link that leads nowhere (its page is the 404).
  "invite.metaTitle": "Invitation",
  "invite.title": "{name} invited you to UCK",
  "invite.metaDescription":
    "Join UCK: post complaints about companies in public and see who answers.",
  "invite.text":
    "UCK is where customers post complaints about companies in public, uck the ones they share, and see which companies answer. Join to file your own.",
  "invite.seeComplaints": "See the complaints",
  // The forms' problems (shared/auth-validation.ts's AUTH_MESSAGES and its schemas).
  "problem.invalidEmail": "Please enter a valid email address",
  "problem.passwordRequired": "Password is required",
  "problem.allFields": "Please fill in all fields",
  "problem.agreement": "You must accept the User Agreement to register",
  "problem.passwordLength": "Password must be at least 8 characters long",
  "problem.passwordLowercase": "Password must contain at least one lowercase letter",
  "problem.passwordUppercase": "Password must contain at least one uppercase letter",
  "problem.passwordNumber": "Password must contain at least one number",
  "problem.passwordTooLong": "Password must be at most 128 characters long",
  "problem.passwordCommon": "This password is too common. Please choose a less predictable one.",
  "problem.nameLength": "Name must be at least 2 characters long",
  "problem.nameTooLong": "Name must be at most 100 characters long",
  "problem.nameControl": "Name cannot contain control characters",
  "problem.loginFailed": "Login failed",
  "problem.registrationFailed": "Registration failed",
  "problem.registered": "Registration successful! Please check your email to verify your account.",
  "problem.socialFailed": "Social login failed. Please try again.",
  "problem.resetLinkInvalid": "This reset link is invalid.",
  "problem.checkForm": "Please check the form and try again.",
} as const satisfies Record<string, string>;

export type AuthMessages = Record<keyof typeof authEn, string>;
