import { useNavigate } from "react-router";

/** The legal pages' Back button: returns to the previous page. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate(-1)}
      className="text-sm text-neutral-700 hover:text-neutral-900"
    >
      ← Back
    </button>
  );
}
