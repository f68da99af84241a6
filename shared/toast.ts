import { z } from "zod";

/** A toast as the spec writes them: a title and an optional description. */
export const ToastSchema = z.object({
  id: z.string().max(64),
  kind: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<Toast, "id">;
