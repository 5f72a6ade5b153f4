// Any path no other route matches: the error page with 404.
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
