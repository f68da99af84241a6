/** The attribute naming each printed value of the Turkish arbitration petition (decision 050). */
export const PETITION_ATTRIBUTE = "data-petition-field";
