import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/utils/auth.server";
import { setToast } from "~/utils/session.server";

/** GET never logs out (no GET changes data): it just goes home. */
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers({ "Set-Cookie": await endSession(request) });
  await setToast({ status: "INFO", text: "You have been logged out." }, headers);
  return redirect("/", { headers });
}
