import type { ActionFunctionArgs } from "@remix-run/node";
import { clientTokenAction } from "~/services/billing/api.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

/** A client token for paying (embedded gateway, test mode). */
export const action = ({ request }: ActionFunctionArgs) => clientTokenAction(request);
