// Demo accounts, listed in the README. Passwords are for local development only.
export const demoUsers = [
  { email: "free@codelift.test", fullName: "Frida Freeman", password: "learn-free-2026", kind: "free" as const },
  { email: "premium@codelift.test", fullName: "Priya Raman", password: "learn-premium-2026", kind: "premium" as const },
  { email: "staff@codelift.dev", fullName: "Sam Staffer", password: "staff-codelift-2026", kind: "staff" as const },
];
