// /certificates/{id}/image.svg: the certificate as an image for sharing (docs/product/hands-on.md#certificates).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificateView } from "~/services/certificates.server";
import { notFound } from "~/utils/http.server";

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

export async function loader({ params }: LoaderFunctionArgs) {
  const c = await certificateView(params.id ?? "");
  if (!c) notFound();
  const state = c.state === "active" ? "Verified" : c.state === "revoked_by_admin" ? "Revoked" : "Pending verification";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(`Certificate: ${c.title}`)}">
<rect width="1200" height="630" fill="#fffdf7"/>
<rect x="24" y="24" width="1152" height="582" fill="none" stroke="#2d3a8c" stroke-width="8"/>
<text x="600" y="120" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#2d3a8c">Codelift certificate of completion</text>
<text x="600" y="250" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="60" fill="#111">${escapeXml(c.name ?? "Name not yet confirmed")}</text>
<text x="600" y="330" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#333">completed the course</text>
<text x="600" y="400" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#111">${escapeXml(c.title)}</text>
<text x="600" y="520" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#555">${escapeXml(`${state} · ${c.issuedAt.slice(0, 10)} · /certificates/${c.id}`)}</text>
</svg>`;
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
