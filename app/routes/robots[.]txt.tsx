// /robots.txt: what crawlers may index (personal, transactional and staff pages and the API are
// kept out) and where the sitemap is.
import { robotsTxt } from "~/engine/seo";
import { publicOrigin } from "~/utils/env.server";

export async function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
