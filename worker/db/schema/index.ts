export * from "./companies";
export * from "./complaints";
export * from "./jobs";
export * from "./mail";
export * from "./open-data";
export * from "./social";
export * from "./users";
export * from "./views";
