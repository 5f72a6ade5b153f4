import type { ActionFunctionArgs } from "@remix-run/node";
import { clientTokenAction } from "~/utils/paymentReplies.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

/** A client token for paying (embedded gateway, test mode). */
export const action = ({ request }: ActionFunctionArgs) => clientTokenAction(request);
