// The organization rules the admin area's components render are the engine's; this module only
// passes them on, for the modules that still import them from here.
export { ENTERPRISE_ROLES } from "~/engine/organizations";
