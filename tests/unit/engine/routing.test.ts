import { describe, it, expect } from "vitest";
import { contentTypeFromPath, dialogUrl, homeModalOf, homeModalPath, loginModalPath, loginRedirectPath, signupReturnPath } from "~/engine";

describe("contentTypeFromPath (order matters)", () => {
  it.each([
    ["/plan/12/34/module/5", "module"],
    ["/module/page/1/plan/2", "module"],
    ["/plan/12/34/preview", "path"],
    ["/plan/page/9", "path"],
    ["/path/page", "path"],
    ["/path/lesson?x=1", "path"],
    ["/module/lesson", "module"],
    ["/module/standalone/1/2/edit", "module"],
    ["/interview-prep/coding/two-pointers", "module"],
    ["/games/coding-challenge/1", "module"],
    ["/pal", "module"],
    ["/pal/chat", "module"],
    ["/collection/1/2", "collection"],
    ["/courses/grokking", "collection"],
    ["/learning-plans", "collection"],
    ["/planets/mars", "collection"],
    ["/games/other", "collection"],
    ["/palette", "collection"],
    ["/courses/x#/module", "collection"],
    ["", "collection"],
  ])("%s → %s", (path, type) => {
    expect(contentTypeFromPath(path)).toBe(type);
  });
});

describe("login paths", () => {
  it.each([
    ["/learn/home", "/login?ru=%2Flearn%2Fhome", "/?openLoginModal=true&ru=%2Flearn%2Fhome"],
    ["/explore?x=1&y=2", "/login?ru=%2Fexplore%3Fx%3D1%26y%3D2", "/?openLoginModal=true&ru=%2Fexplore%3Fx%3D1%26y%3D2"],
  ])("%s", (path, login, modal) => {
    expect(loginRedirectPath(path)).toBe(login);
    expect(loginModalPath(path)).toBe(modal);
  });
});

describe("the home page's account modals", () => {
  it("builds the modal states with an encoded return path", () => {
    expect(homeModalPath("signup", "/explore?q=a b")).toBe("/?openSignupModal=true&ru=%2Fexplore%3Fq%3Da%20b");
    expect(homeModalPath("recover-password", "/learn/home")).toBe("/?openRecoverPasswordModal=true&ru=%2Flearn%2Fhome");
    expect(homeModalPath("login", "/x")).toBe(loginModalPath("/x"));
  });
  it.each([
    ["openLoginModal=true", "login"],
    ["openSignupModal=true&ru=%2Fexplore", "signup"],
    ["openRecoverPasswordModal=true", "recover-password"],
    ["openSignupModal=1", null],
    ["", null],
    ["openSignupModal=true&openLoginModal=true", "login"],
  ])("?%s opens %s", (query, modal) => {
    expect(homeModalOf(new URLSearchParams(query))).toBe(modal);
  });
  it.each([
    ["/explore?q=1", "/explore?q=1"],
    ["/", "/learn/home"],
    ["/login?ru=%2Fx", "/learn/home"],
    ["/reset-password/abc", "/learn/home"],
    ["/signup", "/learn/home"],
    ["/signups-and-more", "/signups-and-more"],
  ])("a sign-up from %s returns to %s", (here, to) => {
    expect(signupReturnPath(here)).toBe(to);
  });
});

describe("dialogUrl: a modal as a state of its page", () => {
  it.each([
    [{ pathname: "/account" }, "change-password", {}, "/account?dialog=change-password"],
    [{ pathname: "/learn/home", search: "?tab=2" }, "weekly-goal", {}, "/learn/home?tab=2&dialog=weekly-goal"],
    [{ pathname: "/learn/home", search: "?tab=2&dialog=weekly-goal" }, null, {}, "/learn/home?tab=2"],
    [{ pathname: "/learn/home", search: "?dialog=weekly-goal" }, null, {}, "/learn/home"],
    [{ pathname: "/learn/home", search: "?index&q=a%20b" }, "weekly-goal", {}, "/learn/home?q=a+b&dialog=weekly-goal"],
    [{ pathname: "/learn/home" }, "weekly-goal", { index: true }, "/learn/home?index&dialog=weekly-goal"],
    [{ pathname: "/enterprise-dashboard/3" }, "role", { params: { member: 12 }, index: true }, "/enterprise-dashboard/3?index&dialog=role&member=12"],
    [{ pathname: "" }, "role", { params: { member: 12 } }, "?dialog=role&member=12"],
  ] as const)("%o with %s and %o is %s", (page, dialog, options, url) => {
    expect(dialogUrl(page, dialog, options)).toBe(url);
  });
});
