// Sonner's toast function for app/components/toaster.tsx: only the browser shows toasts, so as a
// `.client` module React Router leaves it (and sonner) out of the server bundle.
export { toast } from "sonner";
