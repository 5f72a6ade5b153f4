// Any path no other route matches: the error page with 404, in the one error vocabulary.
import { notFound } from "~/utils/http.server";

export async function loader(): Promise<never> {
  notFound();
}

export async function action(): Promise<never> {
  notFound();
}

export default function NotFound() {
  return null;
}
