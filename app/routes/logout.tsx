import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readImpersonation, stopImpersonation } from "~/services/impersonation.server";
import { endSession } from "~/utils/auth.server";
import { getSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/** GET never logs out (no GET changes data): it just goes home. */
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  // Logging out while impersonating ends the impersonation too (its end is recorded in the audit).
  const session = await getSession(request);
  if (readImpersonation(session)) await stopImpersonation(session);
  const headers = new Headers({ "Set-Cookie": await endSession(request) });
  return redirectWithToast("/", { status: "INFO", text: "You have been logged out." }, { headers });
}
