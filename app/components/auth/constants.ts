export const HONEYPOT_FIELD_NAME = "website";
