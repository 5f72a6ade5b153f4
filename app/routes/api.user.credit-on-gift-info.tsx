import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { giftInfo } from "~/services/billing/gifts.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await giftInfo(user), { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");
