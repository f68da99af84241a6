/** What the product says when something failed that the person cannot fix by changing input. */
export const GENERIC_FAILURE = "Something went wrong. Please try again.";
