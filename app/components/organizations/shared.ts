// The organization rules the admin area's components render are the engine's; this module only
// passes them on, for the modules that still import them from here.
export { ADMIN_LEVEL_VALUES, ENTERPRISE_ROLES, INVITE_TEXTS, type EnterpriseRole } from "~/engine/organizations";
