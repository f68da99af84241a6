/**
 * The registers a person may enter a legal entity's number in, by hand (an owner's form, a
 * superadmin's form), in the forms' order: the list the server checks (shared/legal-entity.ts).
 */
export { ENTITY_REGISTRIES as REGISTRIES } from "@shared/legal-entity";
