import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { buildUserInfo } from "~/services/userInfo.server";
import { requireApiUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await buildUserInfo(user), { headers: { "Cache-Control": "private, no-store" } });
}
