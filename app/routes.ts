import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("feed", "routes/feed.tsx"),
  route("complaint/:id", "routes/complaint.$id.tsx"),
  route("complaint/:id/actions", "routes/complaint-actions.tsx"),
  route("create", "routes/create.tsx"),
  route("create/image", "routes/create.image.tsx"),
  route("company/:slug", "routes/company.$slug.tsx"),
  route("company/:slug/claim", "routes/company.$slug.claim.tsx"),
  route("company/:slug/analytics", "routes/company.$slug.analytics.tsx"),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("auth/oauth/:provider", "routes/auth.oauth.tsx"),
  route("auth/logout", "routes/auth.logout.tsx"),
  route("auth/verify-email", "routes/auth.verify-email.tsx"),
  route("auth/resend-verification", "routes/auth.resend-verification.tsx"),
  route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
  route("auth/reset-password", "routes/auth.reset-password.tsx"),
  route("auth/:authType", "routes/auth.$authType.tsx"),
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("user-agreement", "routes/user-agreement.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
