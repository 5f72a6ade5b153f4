import type { ActionFunctionArgs } from "@remix-run/node";
import { clientTokenAction } from "~/utils/paymentReplies.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

/** A client token for adding a payment method (embedded gateway, test mode). */
export const action = ({ request }: ActionFunctionArgs) => clientTokenAction(request);
