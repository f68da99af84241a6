import { isRouteErrorResponse, Link } from "react-router";

export const COMPANY_NOT_FOUND = "Company not found";

/** The spec's company error screen: Error Loading Company with the error text. */
export function companyError(error: unknown) {
  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? COMPANY_NOT_FOUND
      : messageOf(error.data)
    : error instanceof Error
      ? error.message
      : "Unknown error occurred";
  return (
    <main className="mx-auto max-w-xl space-y-2 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">Error Loading Company</h1>
      <p role="alert" className="text-red-700">
        {message}
      </p>
      <p>
        <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}

const messageOf = (value: unknown) =>
  value && typeof value === "object" && "message" in value && typeof value.message === "string"
    ? value.message
    : "Unknown error occurred";
